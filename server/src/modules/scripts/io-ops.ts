import type { Db } from '../../db/types';
import type { EgressPolicy } from '../../http/egress';
import { as2Ops } from '../as2/outbound/script-op';
import type { FileStore } from '../files/store';
import { httpOps, type RunCredential } from './io-http';
import { fileOps } from './io-stores';
import { remoteOps } from './io-remote';
import type { HostOp } from './pure-ops';

export type { RunCredential } from './io-http';

/**
 * Where a script runs: its tenant, its bound credential, the file store it may use, the egress
 * policy its http, sql, mail, sftp and as2 calls go through, and the database its AS2 ports are in.
 */
export interface RunPlace {
  db: Db;
  tenantId: number;
  credential: RunCredential | null;
  files: FileStore;
  egress: EgressPolicy;
}

/** Every platform function that reaches out, bound to one run's tenant and credential. */
export function ioOps(place: RunPlace): Record<string, HostOp> {
  return {
    ...httpOps(place.egress, place.credential),
    ...fileOps(place.files, place.tenantId),
    ...remoteOps(place.egress, place.credential),
    ...as2Ops(place),
  };
}
