import { http } from '@console/shared';

/** One entry of /remotes.json: where a remote's manifest is served. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

// GET /remotes.json: the runtime list of remotes (ARCHITECTURE.md step 1).
export async function fetchRemoteCatalog(): Promise<RemoteEntry[]> {
  const { data } = await http.get<RemoteEntry[]>('/remotes.json');
  return Array.isArray(data) ? data : [];
}
