import { UPLOAD_OVERWRITE } from '@console/shared';
import type { OnProgress, UploadRequest } from './store-api';

/** The multipart body of an upload: the fields first, so the server reads them before the file. */
export function uploadForm({ folder, file, name, overwrite, types }: UploadRequest): FormData {
  const body = new FormData();
  body.append('path', folder);
  if (overwrite) body.append('flg', UPLOAD_OVERWRITE);
  if (types?.length) body.append('types', types.join(','));
  body.append('file', file, name ?? file.name);
  return body;
}

/** Request options that report an upload's progress in whole percents. */
export const uploadProgress = (file: File, onProgress?: OnProgress) => ({
  onUploadProgress: ({ loaded, total }: { loaded: number; total?: number }) =>
    onProgress?.(Math.min(100, Math.round((loaded / (total || file.size || 1)) * 100))),
});
