import { createHash, timingSafeEqual } from 'node:crypto';
import type { PortKind } from '@console/shared/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/types';
import { attachment, DOWNLOAD_HEADERS } from '../../http/attachment';
import type { EgressPolicy } from '../../http/egress';
import { readSingleFileUpload } from '../../http/multipart';
import { ApiError, ok } from '../../http/envelope';
import {
  certificateFile,
  deleteCertificate,
  listCertificates,
  saveCertificate,
} from './certificate-service';
import { logDetail, logFile } from './log-detail';
import { logStats, queryLogs } from './log-service';
import { createPort, deletePort, listPorts, sendPortNames, updatePort } from './port-service';
import type { FileStore } from '../files/store';
import {
  CertNameQuery,
  LogIdParams,
  LogQuery,
  LogStatsQuery,
  PortBody,
  PortIdParams,
  SendStoredBody,
} from './schema';
import { sendAs2 } from './outbound/send';
import { readStoredFile } from './outbound/stored-file';
import { readCertificateUpload } from './upload';

/** AS2 settings are the system user's work (SPEC §6). */
const sys = { auth: { roles: ['sys'] as const } };
/**
 * The administrator owns the file store and the flows, which send through the ports already
 * (`as2.send`): it may send a stored file through a port, and see the ports' names to choose one.
 */
const admin = { auth: { roles: ['admin'] as const } };
const either = { auth: { roles: ['admin', 'sys'] as const } };

const PORT_PATHS: [PortKind, string][] = [
  ['send', '/as2/api/sendport'],
  ['receive', '/as2/api/receiveport'],
];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** 401 unless the request carries the configured x-functions-key (compared in constant time). */
function functionsKeyCheck(key: string) {
  const expected = digest(key);
  return async (request: FastifyRequest) => {
    const given = request.headers['x-functions-key'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw new ApiError(401, 'Missing or wrong x-functions-key');
    }
  };
}

/** AS2 ports, message logs and certificate files, all scoped to the caller's tenant. */
export async function as2Routes(
  app: FastifyInstance,
  {
    db,
    config,
    egress,
    files,
  }: { db: Db; config: ServerConfig; egress: EgressPolicy; files: FileStore },
) {
  if (config.as2FunctionsKey) app.addHook('onRequest', functionsKeyCheck(config.as2FunctionsKey));
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tenant = (req: FastifyRequest) => callerOf(req).bpId;

  for (const [kind, path] of PORT_PATHS) {
    r.get(path, { config: sys }, async (req) => ok(await listPorts(db, tenant(req), kind)));
    r.post(`${path}/add`, { schema: { body: PortBody }, config: sys }, async (req) =>
      ok(await createPort(db, tenant(req), kind, req.body)),
    );
    r.post(
      `${path}/update/:id`,
      { schema: { params: PortIdParams, body: PortBody }, config: sys },
      async (req) => ok(await updatePort(db, tenant(req), kind, req.params.id, req.body)),
    );
    r.post(`${path}/delete/:id`, { schema: { params: PortIdParams }, config: sys }, async (req) => {
      await deletePort(db, tenant(req), kind, req.params.id);
      return ok(null);
    });
  }

  // "Send a test file" (issue 28 §2): the file goes to the partner as the port says; the answer
  // is the message's log entry, with the MDN's outcome.
  r.post(
    '/as2/api/sendport/:id/send',
    { schema: { params: PortIdParams }, config: sys },
    async (req) => {
      const { file } = await readSingleFileUpload(req);
      return ok(
        await sendAs2({ db, egress }, tenant(req), req.params.id, {
          name: file.fileName,
          content: file.content,
        }),
      );
    },
  );

  r.get('/as2/api/sendport/names', { config: either }, async (req) =>
    ok(await sendPortNames(db, tenant(req))),
  );
  // "Send by AS2" in the file browser (issue 28 §2): a file of the tenant's file store.
  r.post(
    '/as2/api/sendport/:id/sendStored',
    { schema: { params: PortIdParams, body: SendStoredBody }, config: admin },
    async (req) => {
      const max = config.as2MaxMessageBytes;
      const file = await readStoredFile(files, tenant(req), req.body.path, max);
      return ok(await sendAs2({ db, egress }, tenant(req), req.params.id, file));
    },
  );

  r.get('/as2/api/QueryLogs', { schema: { querystring: LogQuery }, config: sys }, async (req) =>
    ok(await queryLogs(db, tenant(req), req.query)),
  );
  r.get('/as2/api/QueryLogs/:id', { schema: { params: LogIdParams }, config: sys }, async (req) =>
    ok(await logDetail(db, tenant(req), req.params.id)),
  );
  r.get(
    '/as2/api/QueryLogs/:id/file',
    { schema: { params: LogIdParams }, config: sys, compress: false },
    async (req, reply) => {
      const file = await logFile(db, files, tenant(req), req.params.id);
      return reply
        .type('application/octet-stream')
        .headers(DOWNLOAD_HEADERS)
        .header('content-disposition', attachment(file.name))
        .send(file.body);
    },
  );
  r.get('/as2/api/logStats', { schema: { querystring: LogStatsQuery }, config: sys }, async (req) =>
    ok(await logStats(db, tenant(req), req.query)),
  );

  r.get('/as2/api/certFiles', { config: sys }, async (req) =>
    ok(await listCertificates(db, tenant(req))),
  );
  r.post('/as2/api/uploadCert', { config: sys }, async (req) =>
    ok(await saveCertificate(db, tenant(req), await readCertificateUpload(req))),
  );
  r.delete(
    '/as2/api/deleteCert',
    { schema: { querystring: CertNameQuery }, config: sys },
    async (req) => {
      await deleteCertificate(db, tenant(req), req.query.name);
      return ok(null);
    },
  );
  r.get(
    '/as2/api/downloadCert',
    { schema: { querystring: CertNameQuery }, config: sys },
    async (req, reply) => {
      const file = await certificateFile(db, tenant(req), req.query.name);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.name))
        .send(file.content);
    },
  );
}
