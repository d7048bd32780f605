import type { MonitorKind, monitors } from '../../db/schema';

export type MonitorRow = typeof monitors.$inferSelect;

/** A file monitor's (the file store's or the cloud storage's) settings. */
export interface StoreMonitorConfig {
  /** A folder path of the store, `mounted/…/` (SPEC §5). */
  folder: string;
  /** A glob over the names of the folder's files (picomatch), e.g. `*.csv`. */
  pattern: string;
  /** How often the folder is scanned for files written by other means (at least 1, SPEC §9). */
  intervalMinutes: number;
  /** After a start: move the file to `<folder>processed/`, or leave it (the ledger marks it). */
  afterStart: 'move' | 'mark';
}

/** A message-queue monitor's settings (AMQP 0-9-1). */
export interface MqMonitorConfig {
  /** A credential of the `amqp` template: host, port, vhost, user name, password. */
  credentialId: number;
  queue: string;
  /** Bind the queue to this exchange with the routing key (optional). */
  exchange?: string | null;
  routingKey?: string | null;
  prefetch: number;
}

/** A web API monitor's settings: a URL polled on a schedule. */
export interface WebApiMonitorConfig {
  url: string;
  schedule: string;
  timezone?: string | null;
  /** A credential sent with the poll (HTTP basic, bearer token or API key header). */
  credentialId?: number | null;
}

export const STORE_KINDS: readonly MonitorKind[] = ['file', 'gcs'];

/** The ledger's source, and the lease's name, of a monitor. */
export const monitorSource = (id: number) => `monitor:${id}`;
