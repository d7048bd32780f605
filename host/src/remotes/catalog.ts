import { http } from '@console/shared';
import type { RemoteEntry } from '@console/shared/contract';

export type { RemoteEntry };

/**
 * GET /remotes.json: the runtime list of remotes (ARCHITECTURE.md step 1), with the version of
 * each that this caller gets (its release audience). `silent` for a re-read the user did not
 * ask for: a failure then keeps the catalog read before, without a toast.
 */
export async function fetchRemoteCatalog(options?: { silent?: boolean }): Promise<RemoteEntry[]> {
  const { data } = await http.get<RemoteEntry[]>('/remotes.json', { silent: options?.silent });
  return Array.isArray(data) ? data : [];
}
