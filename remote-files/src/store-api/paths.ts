import { FILE_ROOT, folderTrail } from '@console/shared';
import type { StoreKind } from './store-api';

/** The file browser's route; the upload page links back to it. */
export const BROWSER_ROUTE = '/operator/resultFileDownload';
export const UPLOAD_ROUTE = '/upload';

/**
 * The folder a `?path=` names: the root when it names none a store could hold (another prefix,
 * an empty or dot segment), and always ending with '/'.
 */
export function folderFromQuery(raw: string | null): string {
  if (!raw || !raw.startsWith(FILE_ROOT)) return FILE_ROOT;
  const folder = raw.endsWith('/') ? raw : `${raw}/`;
  const segments = folder.slice(0, -1).split('/');
  return segments.every((part) => part && part !== '.' && part !== '..') ? folder : FILE_ROOT;
}

/** The store a `?store=` names; the file store unless it says the cloud one. */
export const storeFromQuery = (raw: string | null): StoreKind => (raw === 'gcs' ? 'gcs' : 'files');

/** The folder above a folder; the root stays where it is. */
export function parentFolder(folder: string): string {
  const trail = folderTrail(folder);
  return trail.length > 1 ? trail[trail.length - 2].path : FILE_ROOT;
}

/** The last name of a path, without a folder's trailing '/'. */
export const baseName = (path: string) => path.replace(/\/$/, '').split('/').pop() ?? path;

/** A query string with readable slashes: `?path=mounted/inbound/&store=gcs`. */
export function folderSearch(folder: string, store: StoreKind): string {
  const path = encodeURIComponent(folder).replaceAll('%2F', '/');
  return store === 'gcs' ? `?path=${path}&store=gcs` : `?path=${path}`;
}
