import {
  CLOUD_STORE_BASE,
  CLOUD_STORE_URLS,
  FILE_STORE_URLS,
  UPLOAD_OVERWRITE,
  type BucketInfo,
  type FileListQuery,
  type StoreUrls,
} from '@console/shared/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import { attachment, DOWNLOAD_HEADERS } from '../../http/attachment';
import { ok } from '../../http/envelope';
import { readSingleFileUpload } from '../../http/multipart';
import {
  BatchRemoveBody,
  FolderParams,
  LegacyListQuery,
  ListQuery,
  MkdirBody,
  PathBody,
  PathQuery,
  RestoreBody,
} from './schema';
import type { FileStore, StoreActor } from './store';

/** The file browser is the operator's (SPEC §2: the operator menu's entry); an admin's work. */
const admin = { auth: { roles: ['admin'] as const } };

const actorOf = (request: FastifyRequest): StoreActor => {
  const caller = callerOf(request);
  return { tenant: caller.bpId, username: caller.username };
};

/** POST upload: the multipart `file` with `path` (its folder), `flg` and `types`. */
async function upload(store: FileStore, request: FastifyRequest) {
  const { file, fields } = await readSingleFileUpload(request);
  const types = fields.get('types');
  return store.upload(actorOf(request), {
    folder: fields.get('path') ?? '',
    fileName: file.fileName,
    content: file.content,
    overwrite: fields.get('flg') === UPLOAD_OVERWRITE,
    types: types ? types.split(',') : undefined,
  });
}

async function download(
  store: FileStore,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
) {
  const file = await store.download(actorOf(request).tenant, path);
  return reply
    .type('application/octet-stream')
    .headers(DOWNLOAD_HEADERS)
    .header('content-disposition', attachment(file.name))
    .send(file.body);
}

function storeRoutes(app: FastifyInstance, store: FileStore, paths: StoreUrls) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tenant = (request: FastifyRequest) => actorOf(request).tenant;
  r.get(paths.list, { schema: { querystring: ListQuery }, config: admin }, async (req) =>
    ok(await store.list(tenant(req), req.query as FileListQuery)),
  );
  r.post(paths.upload, { config: admin }, async (req) =>
    ok(await upload(store, req), 'upload success'),
  );
  // Files are sent as they are: compressing 10M on the fly costs more than it saves on a LAN.
  r.get(
    paths.download,
    { schema: { querystring: PathQuery }, config: admin, compress: false },
    (req, reply) => download(store, req, reply, req.query.path),
  );
  r.post(paths.mkdir, { schema: { body: MkdirBody }, config: admin }, async (req) =>
    ok(await store.mkdir(actorOf(req), req.body.path, req.body.name)),
  );
  r.post(paths.batchRemove, { schema: { body: BatchRemoveBody }, config: admin }, async (req) =>
    ok(await store.records.remove(actorOf(req), req.body.paths)),
  );
  r.get(paths.trash, { config: admin }, async (req) => ok(await store.records.trash(tenant(req))));
  r.post(paths.restore, { schema: { body: RestoreBody }, config: admin }, async (req) =>
    ok(await store.records.restore(actorOf(req), req.body.id)),
  );
  r.get(paths.audit, { schema: { querystring: PathQuery }, config: admin }, async (req) =>
    ok(await store.records.audit(tenant(req), req.query.path)),
  );
}

/** SPEC §7 "Upload and files" and "Cloud storage", with the trash and the audit of issue 12. */
export async function fileRoutes(
  app: FastifyInstance,
  { files, cloud, bucket }: { files: FileStore; cloud: FileStore; bucket: BucketInfo },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  storeRoutes(app, files, FILE_STORE_URLS);
  // The older listing calls name the folder in the URL; getFileList answers names only.
  r.get(
    '/api/getFileList/:x',
    { schema: { params: FolderParams, querystring: LegacyListQuery }, config: admin },
    async (req) => {
      const page = await files.list(actorOf(req).tenant, { ...req.query, path: req.params.x });
      const entries = page.entries.map(({ name, path, type }) => ({ name, path, type }));
      return ok({ ...page, entries });
    },
  );
  r.get(
    '/api/getFileListDetails/:x',
    { schema: { params: FolderParams, querystring: LegacyListQuery }, config: admin },
    async (req) => ok(await files.list(actorOf(req).tenant, { ...req.query, path: req.params.x })),
  );

  storeRoutes(app, cloud, CLOUD_STORE_URLS);
  r.get(`${CLOUD_STORE_BASE}/bucket`, { config: admin }, async () => ok(bucket));
  r.post(`${CLOUD_STORE_BASE}/rm`, { schema: { body: PathBody }, config: admin }, async (req) => {
    const [status] = await cloud.records.remove(actorOf(req), [req.body.path]);
    return ok(status);
  });
}
