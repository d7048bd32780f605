import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { Db } from '../../db/types';
import { attachment, DOWNLOAD_HEADERS } from '../../http/attachment';
import { ok } from '../../http/envelope';
import { readSingleFileUpload } from '../../http/multipart';
import { decodeBpmn } from './bpmn-content';
import { listFolder, listTagged, type FactoryActor } from './entries';
import {
  addFile,
  deleteFile,
  deleteFolder,
  makeFolder,
  readFile,
  updateEntry,
} from './file-service';
import {
  DirBody,
  DirDeleteQuery,
  FileUpdateBody,
  FolderQuery,
  PathQuery,
  TagBody,
  TagFilterQuery,
  TagParams,
} from './schema';
import { createTag, deleteTag, listTags } from './tag-service';

/** The flow factory is the administrator's, like the modeler it feeds (SPEC §2). */
const admin = { auth: { roles: ['admin'] as const } };

const actorOf = (request: FastifyRequest): FactoryActor => {
  const caller = callerOf(request);
  return { tenantId: caller.bpId, username: caller.username };
};
const tenant = (request: FastifyRequest) => callerOf(request).bpId;

/** POST /api/bpmnUpload: multipart `file`, with `dir` (its folder) and `tags` (comma-separated). */
async function upload(db: Db, request: FastifyRequest) {
  const { file, fields } = await readSingleFileUpload(request);
  const tags = (fields.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return addFile(db, actorOf(request), {
    dir: fields.get('dir'),
    fileName: file.fileName,
    content: decodeBpmn(file.content),
    tags,
  });
}

/** SPEC §7 "Flow factory" (docs/factory.md): tags, and BPMN files in folders. */
export async function factoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/tags', { config: admin }, async (req) => ok(await listTags(db, tenant(req))));
  r.post('/api/tag', { schema: { body: TagBody }, config: admin }, async (req) =>
    ok(await createTag(db, tenant(req), req.body.tagName)),
  );
  r.delete('/api/tag/:name', { schema: { params: TagParams }, config: admin }, async (req) =>
    ok(await deleteTag(db, tenant(req), req.params.name)),
  );

  r.get('/api/bpmnFileList', { schema: { querystring: FolderQuery }, config: admin }, async (req) =>
    ok(await listFolder(db, tenant(req), req.query.dir)),
  );
  r.get('/api/bpmnFiles', { schema: { querystring: TagFilterQuery }, config: admin }, async (req) =>
    ok(await listTagged(db, tenant(req), req.query.tag ?? [])),
  );
  r.post('/api/bpmnDir', { schema: { body: DirBody }, config: admin }, async (req) =>
    ok(await makeFolder(db, actorOf(req), req.body)),
  );
  r.post('/api/bpmnUpload', { config: admin }, async (req) =>
    ok(await upload(db, req), 'upload success'),
  );
  r.get(
    '/api/download',
    { schema: { querystring: PathQuery }, config: admin },
    async (req, reply) => {
      const file = await readFile(db, tenant(req), req.query.path);
      return reply
        .type('application/xml; charset=utf-8')
        .headers(DOWNLOAD_HEADERS)
        .header('content-disposition', attachment(file.name))
        .send(file.content);
    },
  );
  r.delete('/api/bpmnFile', { schema: { querystring: PathQuery }, config: admin }, async (req) =>
    ok(await deleteFile(db, tenant(req), req.query.path)),
  );
  r.delete(
    '/api/bpmnDir',
    { schema: { querystring: DirDeleteQuery }, config: admin },
    async (req) =>
      ok(await deleteFolder(db, tenant(req), req.query.path, req.query.recursive === true)),
  );
  r.put('/api/bpmnFile', { schema: { body: FileUpdateBody }, config: admin }, async (req) =>
    ok(await updateEntry(db, actorOf(req), req.body)),
  );
}
