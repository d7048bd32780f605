import { asc, inArray, or } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { ServerConfig } from '../../config';
import { bp } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { badRequest, forbidden } from '../../http/envelope';
import { mayChangePlans, platformTenantId } from '../billing/plan-service';

export type ReleaseConfig = Pick<ServerConfig, 'staticRoot' | 'dataDir' | 'usage'> & {
  releaseFailureUsers: number;
};

/**
 * Releases change what every tenant's users run, so only the platform's own tenant's sys
 * users may manage them: the rule that guards tenants' plans (billing/plan-service).
 */
export async function assertReleaseManager(db: DbOrTx, caller: Caller, config: ReleaseConfig) {
  if (!(await mayChangePlans(db, caller, config.usage))) {
    throw forbidden('Only a sys user of the platform tenant may manage releases');
  }
}

/** The platform tenant's BP id: the target of every release audit entry. */
export async function platformTenant(db: DbOrTx, config: ReleaseConfig) {
  const id = await platformTenantId(db, config.usage);
  if (id === undefined) throw new Error('There is no platform tenant');
  return id;
}

/** PostgreSQL's integer: an id outside it names no BP (and must not reach the query). */
const isRowId = (value: number) => Number.isInteger(value) && value > 0 && value <= 2 ** 31 - 1;

/**
 * The BP ids an audience names: ids, or exact BP names (a name of digits only that no BP
 * has is taken as an id). A name two BPs share is refused rather than guessed.
 */
export async function audienceTenants(
  db: DbOrTx,
  given: ReadonlyArray<number | string>,
): Promise<number[]> {
  if (!given.length) return [];
  const names = given.filter((item): item is string => typeof item === 'string');
  const idsGiven = given.map(Number).filter(isRowId);
  const matches = or(
    names.length ? inArray(bp.name, names) : undefined,
    idsGiven.length ? inArray(bp.id, idsGiven) : undefined,
  );
  const rows = matches ? await db.select({ id: bp.id, name: bp.name }).from(bp).where(matches) : [];
  const ids = given.map((item) => {
    const named = typeof item === 'string' ? rows.filter((row) => row.name === item) : [];
    if (named.length > 1) {
      throw badRequest(`More than one tenant is named ${item}; give its id instead`);
    }
    const byId =
      typeof item === 'number' || /^\d+$/.test(item)
        ? rows.find((row) => row.id === Number(item))
        : undefined;
    const found = named[0] ?? byId;
    if (!found) throw badRequest(`No tenant ${item}`);
    return found.id;
  });
  return [...new Set(ids)];
}

/** Every BP by id, for the audience picker and the names of a candidate's tenants. */
export async function tenantNames(db: DbOrTx, only?: readonly number[]) {
  const query = db.select({ id: bp.id, name: bp.name }).from(bp);
  if (only && !only.length) return new Map<number, string>();
  const rows = await (only ? query.where(inArray(bp.id, [...only])) : query.orderBy(asc(bp.name)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
