import { http, useSession } from '@console/shared';
import { RELEASE_MESSAGE_MAX, type LoadReport } from '@console/shared/contract';

// POST /api/releases/events: one load of a remote version, or one failure in it. The server
// counts them per version and withdraws a candidate that fails for several users.
async function postLoadReport(report: LoadReport): Promise<void> {
  // silent: a report nobody waits for must never toast, sign out or redirect.
  await http.post('/api/releases/events', report, { silent: true });
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, RELEASE_MESSAGE_MAX);

/**
 * Tells the server how a remote version fared: `error` absent for a load that worked. Only a
 * signed-in user reports (the endpoint needs one), only a version the catalog named, and a
 * report that cannot be sent is dropped: the console carries on as if nothing happened.
 */
export function reportLoad(remote: string, version: string | undefined, error?: unknown): void {
  if (!version || !useSession.getState().token) return;
  const report: LoadReport =
    error === undefined
      ? { remote, version, ok: true }
      : { remote, version, ok: false, message: messageOf(error) };
  postLoadReport(report).catch(() => undefined);
}
