import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { callerOf, type Caller } from '../../auth/guard';
import type { ProcessEngine } from '../../engine';
import { badRequest } from '../../http/envelope';
import { readSingleFileUpload } from '../../http/multipart';
import { camundaDate, definitionJson, instanceJson } from './format';
import { CascadeQuery, IdParams, KeyParams, StartBody, SuspendedBody } from './schema';

export const REST = '/api/camunda/engine-rest';
const admin = { auth: { roles: ['admin'] as const } };

/** Camunda's deployment form: the BPMN file and `deployment-name`, `deployment-source`. */
async function deployFromForm(engine: ProcessEngine, request: FastifyRequest) {
  const { file, fields } = await readSingleFileUpload(request);
  if (!/\.(bpmn|bpmn20\.xml|xml)$/i.test(file.fileName)) {
    throw badRequest(`${file.fileName} is not a BPMN file (.bpmn or .bpmn20.xml)`);
  }
  const name =
    fields.get('deployment-name') || file.fileName.replace(/\.(bpmn|bpmn20\.xml|xml)$/i, '');
  const result = await engine.deploy(callerOf(request).bpId, {
    name,
    resourceName: file.fileName,
    xml: file.content.toString('utf8'),
    source: fields.get('deployment-source'),
    suspended: fields.get('suspended') === 'true',
  });
  return {
    links: [],
    id: result.deploymentId,
    name,
    source: fields.get('deployment-source') ?? null,
    deploymentTime: camundaDate(result.deploymentTime),
    tenantId: String(callerOf(request).bpId),
    deployedProcessDefinitions: Object.fromEntries(
      result.definitions.map((definition) => [definition.id, definitionJson(definition)]),
    ),
    deployedCaseDefinitions: null,
    deployedDecisionDefinitions: null,
    deployedDecisionRequirementsDefinitions: null,
  };
}

/** Deployments, definition commands and instance starts. */
export async function deployRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post('/api/camunda/deploy', { config: admin }, (req) => deployFromForm(engine, req));
  r.post(`${REST}/deployment/create`, { config: admin }, (req) => deployFromForm(engine, req));
  r.delete(
    `${REST}/deployment/:id`,
    { schema: { params: IdParams, querystring: CascadeQuery }, config: admin },
    async (req, reply) => {
      await engine.deleteDeployment(callerOf(req).bpId, req.params.id, req.query.cascade ?? false);
      return reply.status(204).send();
    },
  );
  r.delete(
    `${REST}/process-definition/:id`,
    { schema: { params: IdParams, querystring: CascadeQuery }, config: admin },
    async (req, reply) => {
      await engine.deleteDefinition(callerOf(req).bpId, req.params.id, req.query.cascade ?? false);
      return reply.status(204).send();
    },
  );
  r.put(
    `${REST}/process-definition/:id/suspended`,
    { schema: { params: IdParams, body: SuspendedBody }, config: admin },
    async (req, reply) => {
      await engine.suspendDefinition(callerOf(req).bpId, req.params.id, req.body.suspended);
      return reply.status(204).send();
    },
  );
  r.put(
    `${REST}/process-definition/key/:key/suspended`,
    { schema: { params: KeyParams, body: SuspendedBody }, config: admin },
    async (req, reply) => {
      const tenantId = callerOf(req).bpId;
      const id = await engine.latestDefinitionId(tenantId, req.params.key);
      await engine.suspendDefinition(tenantId, id, req.body.suspended);
      return reply.status(204).send();
    },
  );

  const startWith = async (
    { bpId: tenantId, username: startUserId }: Caller,
    definitionId: string,
    body: Static<typeof StartBody>,
  ) => {
    const instance = await engine.start(tenantId, definitionId, { ...body, startUserId });
    return instanceJson(instance);
  };
  r.post(
    `${REST}/process-definition/:id/start`,
    { schema: { params: IdParams, body: StartBody }, config: admin },
    (req) => startWith(callerOf(req), req.params.id, req.body),
  );
  r.post(
    `${REST}/process-definition/key/:key/start`,
    { schema: { params: KeyParams, body: StartBody }, config: admin },
    async (req) => {
      const caller = callerOf(req);
      return startWith(
        caller,
        await engine.latestDefinitionId(caller.bpId, req.params.key),
        req.body,
      );
    },
  );
}
