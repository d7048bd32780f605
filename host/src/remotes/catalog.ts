import { http } from '@console/shared';

/** One entry of /remotes.json: where a remote's manifest is served, and the area it declares. */
export interface RemoteEntry {
  name: string;
  entry: string;
  /** The remote's area.json (checked by areasOf before use). */
  area?: unknown;
}

// GET /remotes.json: the runtime list of remotes (ARCHITECTURE.md step 1).
export async function fetchRemoteCatalog(): Promise<RemoteEntry[]> {
  const { data } = await http.get<RemoteEntry[]>('/remotes.json');
  return Array.isArray(data) ? data : [];
}
