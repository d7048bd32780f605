import {
  dataOf,
  http,
  type FileAuditEntry,
  type FileEntry,
  type FileListQuery,
  type FilePage,
  type MkdirBody,
  type RemoveStatus,
  type StoreUrls,
  type TrashEntry,
  type UploadResult,
} from '@console/shared';
import { uploadForm, uploadProgress } from './multipart';
import type { OnProgress, StoreApi, StoreKind, UploadRequest } from './store-api';

/**
 * Refusals a screen shows in its own place, not as a toast (the shared client's
 * `expectedStatuses`): a missing folder in the listing's error state, an upload's refusal on
 * its row or as the overwrite question, a folder name under its field, a taken restore path.
 */
const SHOWN_IN_PLACE = {
  list: [404],
  upload: [400, 404, 409, 413, 415],
  mkdir: [400, 404, 409],
  restore: [404, 409],
} as const;

/** The calls of a store at its URLs: both stores answer the same shapes. */
export function storeCalls(kind: StoreKind, urls: StoreUrls): StoreApi {
  return {
    kind,
    // GET list: one page of a folder.
    list: (query: FileListQuery) =>
      dataOf<FilePage>(
        http.get(urls.list, { params: query, expectedStatuses: SHOWN_IN_PLACE.list }),
      ),
    // POST upload: one file into a folder (multipart: path, flg, types, file).
    upload: (request: UploadRequest, onProgress?: OnProgress) =>
      dataOf<UploadResult>(
        http.post(urls.upload, uploadForm(request), {
          ...uploadProgress(request.file, onProgress),
          expectedStatuses: SHOWN_IN_PLACE.upload,
        }),
      ),
    // GET download?path=: a file's bytes.
    download: async (path: string) =>
      (await http.get<Blob>(urls.download, { params: { path }, responseType: 'blob' })).data,
    // POST mkdir: a folder inside a folder.
    mkdir: (body: MkdirBody) =>
      dataOf<FileEntry>(http.post(urls.mkdir, body, { expectedStatuses: SHOWN_IN_PLACE.mkdir })),
    // POST batch-remove: moves paths to the trash, a status each.
    remove: (paths: string[]) => dataOf<RemoveStatus[]>(http.post(urls.batchRemove, { paths })),
    // GET trash: what was deleted and not yet purged.
    trash: () => dataOf<TrashEntry[]>(http.get(urls.trash)),
    // POST restore: puts a trash entry back where it was.
    restore: (id: number) =>
      dataOf<FileEntry>(
        http.post(urls.restore, { id }, { expectedStatuses: SHOWN_IN_PLACE.restore }),
      ),
    // GET audit?path=: who did what to a path.
    audit: (path: string) => dataOf<FileAuditEntry[]>(http.get(urls.audit, { params: { path } })),
  };
}
