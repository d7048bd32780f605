import { dataOf, http, type Certificate } from '@console/shared';
import type { CertificateUpload } from './types';

// GET /as2/api/certFiles: the tenant's certificate files, by name.
export const listCertificates = () => dataOf<Certificate[]>(http.get('/as2/api/certFiles'));

// POST /as2/api/uploadCert: uploads one certificate file as multipart form data.
export function uploadCertificate(
  { file, password, overwrite }: CertificateUpload,
  onProgress?: (percent: number) => void,
) {
  const body = new FormData();
  body.append('file', file);
  if (password !== undefined) body.append('password', password);
  if (overwrite) body.append('overwrite', 'true');
  return dataOf<Certificate>(
    http.post('/as2/api/uploadCert', body, {
      onUploadProgress: ({ loaded, total }) =>
        onProgress?.(Math.min(100, Math.round((loaded / (total || file.size || 1)) * 100))),
    }),
  );
}

// DELETE /as2/api/deleteCert?name=: deletes a certificate file that no port uses.
export const deleteCertificate = (name: string) =>
  dataOf<null>(http.delete('/as2/api/deleteCert', { params: { name } }));

// GET /as2/api/downloadCert?name=: the file's bytes.
export const downloadCertificate = async (name: string) =>
  (await http.get<Blob>('/as2/api/downloadCert', { params: { name }, responseType: 'blob' })).data;
