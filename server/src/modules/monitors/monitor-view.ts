import type { MonitorView } from '@console/shared/contract';
import type { MonitorRow } from './monitor-row';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A monitor as the console sees it; its secret never leaves the server. */
export function monitorView(row: MonitorRow): MonitorView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    processKey: row.processKey,
    eventConnectorId: row.eventConnectorId,
    config:
      row.kind === 'file' || row.kind === 'gcs'
        ? { ...row.config, storage: row.kind === 'gcs' ? 'gcs' : 'files' }
        : row.config,
    state: row.active ? 'ACTIVE' : 'INACTIVE',
    status: row.active ? row.status : 'stopped',
    lastError: row.lastError,
    lastRunAt: iso(row.lastRunAt),
    nextRunAt: row.active ? iso(row.nextRunAt) : null,
    counts: {
      seen: row.seen,
      started: row.started,
      failed: row.failed,
      duplicates: row.duplicates,
    },
    modifyTime: row.modifyTime.toISOString(),
    ...(row.kind === 'webapi' ? { webhookPath: `/api/monitor/webhook/${row.id}` } : {}),
  };
}
