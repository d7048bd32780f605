import type { FastifyRequest } from 'fastify';
import { readSingleFileUpload } from '../../http/multipart';
import type { CertificateUpload } from './certificate-service';

export { TOO_BIG } from '../../http/multipart';

/** Reads the multipart body of POST /as2/api/uploadCert: the file, `password` and `overwrite`. */
export async function readCertificateUpload(request: FastifyRequest): Promise<CertificateUpload> {
  const { file, fields } = await readSingleFileUpload(request);
  return {
    ...file,
    password: fields.get('password') || undefined,
    overwrite: fields.get('overwrite') === 'true',
  };
}
