import { FILE_LIMITS, REMOVE_STATUS, type RemoveStatus } from '@console/shared';
import type { StoreApi } from '../../store-api';

/** Removes paths in batches of the size the server accepts, and gathers every status. */
export async function removeAll(store: StoreApi, paths: string[]): Promise<RemoveStatus[]> {
  const statuses: RemoveStatus[] = [];
  for (let start = 0; start < paths.length; start += FILE_LIMITS.batchMax) {
    statuses.push(...(await store.remove(paths.slice(start, start + FILE_LIMITS.batchMax))));
  }
  return statuses;
}

/**
 * The paths that were not removed (SPEC §8: every non-zero status), in the order asked; a path
 * the server did not answer for counts as not removed.
 */
export function failedRemovals(paths: string[], statuses: RemoveStatus[]): RemoveStatus[] {
  const byPath = new Map(statuses.map((status) => [status.path, status]));
  return paths
    .map((path) => byPath.get(path) ?? { path, status: -1 })
    .filter(({ status }) => status !== REMOVE_STATUS.removed);
}
