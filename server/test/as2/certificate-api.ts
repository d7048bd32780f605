import type { StartedServer } from '../harness';
import { callApi, expectRefused, type ApiAnswer } from './fixtures';
import { uploadRequest } from './multipart';

/** A certificate file as GET /as2/api/certFiles lists it. */
export interface Certificate {
  name: string;
  type: string;
  size: number;
  uploadTime: string;
  subject: string;
  issuer: string;
  serialNumber: string;
  validFrom: string;
  validTo: string;
  fingerprint: string;
  hasPrivateKey: boolean;
  usedBy: string[];
}

/** The certificate-file calls, with Acme's token unless another is given. */
export function certificateApi(server: () => StartedServer, acmeToken: () => string) {
  const named = (name: string) => encodeURIComponent(name);
  return {
    upload: (
      filename: string,
      content: Buffer,
      fields: Record<string, string> = {},
      token = acmeToken(),
    ) => callApi<Certificate>(server(), token, uploadRequest(filename, content, fields)),
    list: async (token = acmeToken()) =>
      (await callApi<Certificate[]>(server(), token, { method: 'GET', url: '/as2/api/certFiles' }))
        .data,
    remove: (name: string, token = acmeToken()) =>
      callApi(server(), token, {
        method: 'DELETE',
        url: `/as2/api/deleteCert?name=${named(name)}`,
      }),
    download: (name: string, token = acmeToken()) =>
      server().call(token, { method: 'GET', url: `/as2/api/downloadCert?name=${named(name)}` }),
    refused: (call: () => Promise<ApiAnswer<unknown>>, status: number, msg: string) =>
      expectRefused(server(), call, status, msg),
  };
}
