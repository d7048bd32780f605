import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { callerOf, type Caller } from '../../auth/guard';
import type { ProcessEngine } from '../../engine';
import { badRequest, forbidden } from '../../http/envelope';
import { parseDate } from '../../engine';
import { readSingleFileUpload } from '../../http/multipart';
import { camundaDate, definitionJson, instanceJson } from './format';
import { CascadeQuery, DefinitionSuspendedBody, IdParams, KeyParams, StartBody } from './schema';

export const REST = '/api/camunda/engine-rest';
const admin = { auth: { roles: ['admin'] as const } };

/** A form flag as Camunda reads it: `true` (any case) is on, anything else off. */
const flag = (fields: Map<string, string>, name: string) =>
  fields.get(name)?.trim().toLowerCase() === 'true';

/** Camunda's self link (AtomLink) to a resource, under the address the client called. */
export const selfLink = (request: FastifyRequest, path: string) => ({
  method: 'GET',
  href: `${request.protocol}://${request.host}${REST}${path}`,
  rel: 'self',
});

/**
 * Camunda's deployment form as Camunda Modeler and other clients send it: the BPMN file (any
 * field name), `deployment-name`, `deployment-source`, `deploy-changed-only` and
 * `enable-duplicate-filtering` (an unchanged resource makes no new version), `tenant-id` (the
 * caller's own tenant, or none) and `deployment-activation-time` (now or never, not later).
 */
async function deployFromForm(engine: ProcessEngine, request: FastifyRequest) {
  const { file, fields } = await readSingleFileUpload(request);
  if (!/\.(bpmn|bpmn20\.xml|xml)$/i.test(file.fileName)) {
    throw badRequest(`${file.fileName} is not a BPMN file (.bpmn or .bpmn20.xml)`);
  }
  const tenantId = callerOf(request).bpId;
  const asked = fields.get('tenant-id')?.trim();
  if (asked && asked !== String(tenantId)) {
    throw forbidden(`Cannot deploy for tenant ${asked}: you deploy for tenant ${tenantId} only`);
  }
  const activation = fields.get('deployment-activation-time')?.trim();
  if (activation && parseDate('deployment-activation-time', activation)! > new Date()) {
    throw badRequest('deployment-activation-time in the future is not supported: deploy it then');
  }
  const name =
    fields.get('deployment-name') || file.fileName.replace(/\.(bpmn|bpmn20\.xml|xml)$/i, '');
  const result = await engine.deploy(tenantId, {
    name,
    resourceName: file.fileName,
    xml: file.content.toString('utf8'),
    source: fields.get('deployment-source'),
    suspended: fields.get('suspended') === 'true',
    skipUnchanged:
      flag(fields, 'deploy-changed-only') || flag(fields, 'enable-duplicate-filtering'),
  });
  const deployed = result.definitions.length > 0;
  return {
    links: [selfLink(request, `/deployment/${result.deploymentId}`)],
    id: result.deploymentId,
    name,
    source: fields.get('deployment-source') ?? null,
    deploymentTime: camundaDate(result.deploymentTime),
    tenantId: String(tenantId),
    // Camunda answers null, not {}, when an unchanged resource deployed nothing.
    deployedProcessDefinitions: deployed
      ? Object.fromEntries(
          result.definitions.map((definition) => [definition.id, definitionJson(definition)]),
        )
      : null,
    deployedCaseDefinitions: null,
    deployedDecisionDefinitions: null,
    deployedDecisionRequirementsDefinitions: null,
  };
}

/** A suspension takes effect now (no executionDate), with the instances unless asked not to. */
export function checkedSuspension(body: Static<typeof DefinitionSuspendedBody>) {
  if (body.executionDate) {
    throw badRequest('executionDate is not supported: a suspension here takes effect at once');
  }
  return {
    suspended: body.suspended,
    includeProcessInstances: body.includeProcessInstances ?? true,
  };
}

/** A start this engine cannot make: in a case instance, or at chosen activities. */
function checkedStart(body: Static<typeof StartBody>) {
  if (body.caseInstanceId) {
    throw badRequest('caseInstanceId is not supported: this engine runs no case instances');
  }
  if (body.startInstructions?.length) {
    throw badRequest('startInstructions are not supported: an instance starts at its start event');
  }
  return body;
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
  // SPEC §4: suspending a process suspends its instances too, unless the caller says not to.
  r.put(
    `${REST}/process-definition/:id/suspended`,
    { schema: { params: IdParams, body: DefinitionSuspendedBody }, config: admin },
    async (req, reply) => {
      const { suspended, includeProcessInstances } = checkedSuspension(req.body);
      await engine.suspendDefinition(
        callerOf(req).bpId,
        req.params.id,
        suspended,
        includeProcessInstances,
      );
      return reply.status(204).send();
    },
  );
  // Every version of the key, as in Camunda.
  r.put(
    `${REST}/process-definition/key/:key/suspended`,
    { schema: { params: KeyParams, body: DefinitionSuspendedBody }, config: admin },
    async (req, reply) => {
      const { suspended, includeProcessInstances } = checkedSuspension(req.body);
      await engine.suspendDefinitionsByKey(
        callerOf(req).bpId,
        req.params.key,
        suspended,
        includeProcessInstances,
      );
      return reply.status(204).send();
    },
  );

  // ProcessInstanceWithVariablesDto: a self link, and the variables when asked for.
  const startWith = async (
    request: FastifyRequest,
    { bpId: tenantId, username: startUserId }: Caller,
    definitionId: string,
    body: Static<typeof StartBody>,
  ) => {
    const { variables, businessKey } = checkedStart(body);
    const instance = await engine.start(tenantId, definitionId, {
      variables,
      businessKey,
      startUserId,
    });
    return {
      ...instanceJson(instance),
      links: [selfLink(request, `/process-instance/${instance.id}`)],
      ...(body.withVariablesInReturn
        ? { variables: await engine.instanceVariables(tenantId, instance.id) }
        : {}),
    };
  };
  r.post(
    `${REST}/process-definition/:id/start`,
    { schema: { params: IdParams, body: StartBody }, config: admin },
    (req) => startWith(req, callerOf(req), req.params.id, req.body),
  );
  r.post(
    `${REST}/process-definition/key/:key/start`,
    { schema: { params: KeyParams, body: StartBody }, config: admin },
    async (req) => {
      const caller = callerOf(req);
      return startWith(
        req,
        caller,
        await engine.latestDefinitionId(caller.bpId, req.params.key),
        req.body,
      );
    },
  );
}
