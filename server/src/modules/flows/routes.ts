import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { attachment } from '../../http/attachment';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { Db } from '../../db/types';
import type { ProcessEngine } from '../../engine';
import { badRequest, ok } from '../../http/envelope';
import { readSingleFileUpload } from '../../http/multipart';
import {
  deleteDeployedFlow,
  flowDetail,
  flowsOfBp,
  listDeployedFlows,
  renameFlowDraft,
} from './deployed-flow-service';
import { deployTempFlow } from './deploy-service';
import {
  BpParams,
  DefinitionQuery,
  DeployBody,
  DeployedFlowQuery,
  DetailUpdateBody,
  ExportQuery,
  FlowIdQuery,
  KeyQuery,
  TempFlowCreateBody,
  TempFlowUpdateBody,
} from './schema';
import {
  createTempFlow,
  deleteTempFlow,
  listTempFlows,
  tenantTempFlow,
  updateTempFlow,
} from './temp-flow-service';
import { exportFlow, IMPORT_SUCCESS, importFlow, importTargets } from './transfer-service';

/** Modelling and deploying flows is the administrator's work (SPEC §6 menus). */
const admin = { auth: { roles: ['admin'] as const } };

const tenantOf = (req: FastifyRequest) => callerOf(req).bpId;

/** The draft a request names: `id` or its synonym `flowId`, from the body first, then the query. */
function draftIdOf(...sources: { id?: number; flowId?: number }[]) {
  for (const source of sources) {
    const id = source.id ?? source.flowId;
    if (id !== undefined) return id;
  }
  throw badRequest('id is required');
}

export async function flowRoutes(
  app: FastifyInstance,
  { db, engine }: { db: Db; engine: ProcessEngine },
) {
  // /api/tempFlow also takes the raw BPMN as its body (see schema.ts); this plugin only.
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string' },
    (_req, body, done) => done(null, { xml: body }),
  );
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/getFlowByBp/:bpId',
    { schema: { params: BpParams, querystring: KeyQuery }, config: admin },
    async (req) => ok(await flowsOfBp(db, engine, callerOf(req), req.params.bpId, req.query.key)),
  );
  r.get('/api/tempFlows', { config: admin }, async (req) =>
    ok(await listTempFlows(db, tenantOf(req), false)),
  );
  r.get('/api/temporaryFlows', { config: admin }, async (req) =>
    ok(await listTempFlows(db, tenantOf(req), true)),
  );
  // Under /api/camunda/ the console reads the answer as it is, without the envelope (SPEC §8).
  r.get('/api/camunda/deployedFlows', { config: admin }, async (req) =>
    listDeployedFlows(engine, tenantOf(req)),
  );

  r.get('/api/tempFlow', { schema: { querystring: FlowIdQuery }, config: admin }, async (req) =>
    ok(await tenantTempFlow(db, tenantOf(req), draftIdOf(req.query))),
  );
  r.post(
    '/api/tempFlow',
    { schema: { querystring: FlowIdQuery, body: TempFlowCreateBody }, config: admin },
    async (req) =>
      ok(
        await createTempFlow(db, tenantOf(req), {
          name: req.body.name ?? req.query.name,
          xml: req.body.xml,
        }),
      ),
  );
  r.put(
    '/api/tempFlow',
    { schema: { querystring: FlowIdQuery, body: TempFlowUpdateBody }, config: admin },
    async (req) =>
      ok(
        await updateTempFlow(db, tenantOf(req), draftIdOf(req.body, req.query), {
          name: req.body.name ?? req.query.name,
          xml: req.body.xml,
        }),
      ),
  );
  r.delete(
    '/api/tempFlow',
    { schema: { querystring: FlowIdQuery }, config: admin },
    async (req) => {
      await deleteTempFlow(db, tenantOf(req), draftIdOf(req.query));
      return ok(null, 'Delete success');
    },
  );

  r.post('/api/flow/deploy', { schema: { body: DeployBody }, config: admin }, async (req) =>
    ok(await deployTempFlow(db, engine, tenantOf(req), req.body), 'Deploy success'),
  );
  r.delete(
    '/api/deployedFlow',
    { schema: { querystring: DeployedFlowQuery }, config: admin },
    async (req) => {
      await deleteDeployedFlow(db, engine, tenantOf(req), req.query.flowId);
      return ok(null, 'Delete success');
    },
  );
  r.get(
    '/api/flow/detail',
    { schema: { querystring: DefinitionQuery }, config: admin },
    async (req) => ok(await flowDetail(db, engine, tenantOf(req), req.query.id)),
  );
  r.put('/api/flow/detail', { schema: { body: DetailUpdateBody }, config: admin }, async (req) =>
    ok(await renameFlowDraft(db, engine, tenantOf(req), req.body)),
  );

  r.get(
    '/api/flow/exportFlow',
    { schema: { querystring: ExportQuery }, config: admin },
    async (req, reply) => {
      const file = await exportFlow(db, engine, tenantOf(req), req.query);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', attachment(file.fileName))
        .send(file.xml);
    },
  );
  r.get('/api/flow/importTargets', { config: admin }, async (req) =>
    ok(await importTargets(db, callerOf(req))),
  );
  r.post('/api/flow/importFlow', { config: admin }, async (req) =>
    ok(await importFlow(db, callerOf(req), await readSingleFileUpload(req)), IMPORT_SUCCESS),
  );
}
