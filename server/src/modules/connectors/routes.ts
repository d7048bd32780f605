import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { Db } from '../../db/types';
import type { ProcessEngine } from '../../engine';
import { ok } from '../../http/envelope';
import {
  batchBind,
  bindConnector,
  boundConnector,
  setCredential,
  unbindConnector,
} from './binding-service';
import {
  briefView,
  connectorView,
  createCommandConnector,
  createMappingConnector,
  deleteConnector,
  listConnectors,
  tenantConnector,
  updateCommandConnector,
  updateMappingConnector,
} from './connector-service';
import { paramsMetaIndex } from '../packages/service';
import { detailView } from './kinds-service';
import { credentialTemplates } from './credential-fit';
import { processBindings, withCredentialNames } from './process-bindings';
import { processTasks, runsByTimestamp } from './run-service';
import {
  BatchBindingBody,
  BindingBody,
  CommandConnectorBody,
  CommandConnectorUpdateBody,
  ConnectorIdQuery,
  CredentialBindingBody,
  DeleteConnectorQuery,
  MappingConnectorBody,
  MappingConnectorUpdateBody,
  ProcessQuery,
  RunsByTimestampQuery,
  TopicParams,
  type ConnectorTypeName,
} from './schema';
import { signalChanges, type BindingSignal } from './worker/binding-events';

/** Connectors and their bindings are the modeler's work: admin only (SPEC §6). */
const admin = { auth: { roles: ['admin'] as const } };

/** The path word of each bindable kind: /api/bindingComposeConnector, /api/unbindEventConnector… */
const BINDABLE: [ConnectorTypeName, string][] = [
  ['command', 'Command'],
  ['mapping', 'Mapping'],
  ['compose', 'Compose'],
  ['event', 'Event'],
];

export async function connectorRoutes(
  app: FastifyInstance,
  {
    db,
    engine,
    bindingsChanged,
  }: { db: Db; engine: ProcessEngine; bindingsChanged: BindingSignal },
) {
  // Any change made here (connectors, bindings, credentials) drops the worker's binding cache
  // before the caller hears it succeeded, so a topic just bound is served at once.
  signalChanges(app, bindingsChanged);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tenant = (req: Parameters<typeof callerOf>[0]) => callerOf(req).bpId;

  r.post(
    '/api/mappingConnector',
    { schema: { body: MappingConnectorBody }, config: admin },
    async (req) => ok(await createMappingConnector(db, tenant(req), req.body)),
  );
  r.put(
    '/api/mappingConnector',
    { schema: { body: MappingConnectorUpdateBody }, config: admin },
    async (req) => ok(await updateMappingConnector(db, tenant(req), req.body)),
  );
  r.post(
    '/api/commandConnector',
    { schema: { body: CommandConnectorBody }, config: admin },
    async (req) => ok(await createCommandConnector(db, tenant(req), req.body)),
  );
  r.put(
    '/api/commandConnector',
    { schema: { body: CommandConnectorUpdateBody }, config: admin },
    async (req) => ok(await updateCommandConnector(db, tenant(req), req.body)),
  );
  // Each with the credential templates a topic bound to it can use (the Bind dialog's choice).
  r.get('/api/allBriefConnectors', { config: admin }, async (req) =>
    ok(
      (await listConnectors(db, tenant(req))).map((row) => ({
        ...briefView(row),
        credentialTemplates: credentialTemplates(row),
      })),
    ),
  );
  for (const [type, word] of [
    ['command', 'Command'],
    ['mapping', 'Mapping'],
  ] as const) {
    r.get(
      `/api/complete${word}Connector`,
      { schema: { querystring: ConnectorIdQuery }, config: admin },
      async (req) =>
        ok(
          await detailView(
            db,
            tenant(req),
            await tenantConnector(db, tenant(req), req.query.connectorId, type),
          ),
        ),
    );
    r.get(`/api/available${word}Connectors`, { config: admin }, async (req) => {
      const [rows, paramsMetaOf] = await Promise.all([
        listConnectors(db, tenant(req), type),
        paramsMetaIndex(db, tenant(req)),
      ]);
      return ok(rows.map((row) => connectorView(row, paramsMetaOf)));
    });
  }
  r.delete(
    '/api/connector/connector',
    { schema: { querystring: DeleteConnectorQuery }, config: admin },
    async (req) => {
      await deleteConnector(db, tenant(req), req.query.id, req.query.connectorType);
      return ok(null, 'The connector was deleted');
    },
  );

  r.get(
    '/api/getCommandByTopic/:processId/:topic',
    { schema: { params: TopicParams }, config: admin },
    async (req) =>
      ok(await boundConnector(db, tenant(req), req.params.processId, req.params.topic)),
  );
  for (const [type, word] of BINDABLE) {
    r.post(
      `/api/binding${word}Connector`,
      { schema: { body: BindingBody }, config: admin },
      async (req) => ok(await bindConnector(db, tenant(req), type, req.body)),
    );
    r.post(
      `/api/unbind${word}Connector`,
      { schema: { body: BindingBody }, config: admin },
      async (req) => {
        await unbindConnector(db, tenant(req), type, req.body);
        return ok(null, 'The connector was unbound');
      },
    );
  }
  r.post(
    '/api/batchBindingConnector',
    { schema: { body: BatchBindingBody }, config: admin },
    async (req) => ok(await batchBind(db, tenant(req), req.body)),
  );
  r.put(
    '/api/bindingCredentialToTask',
    { schema: { body: CredentialBindingBody }, config: admin },
    async (req) => ok(await setCredential(db, tenant(req), req.body, true)),
  );
  r.put(
    '/api/unbindingCredential',
    { schema: { body: CredentialBindingBody }, config: admin },
    async (req) => ok(await setCredential(db, tenant(req), req.body, false)),
  );

  // The bindings of a process key, deployed or not: what the modeler's lint and binding page
  // read for a draft (GET /api/getAllTask reads the tasks of the deployed version).
  r.get(
    '/api/processBindings',
    { schema: { querystring: ProcessQuery }, config: admin },
    async (req) => {
      const bindings = await processBindings(db, tenant(req), req.query.processId);
      return ok(await withCredentialNames(db, tenant(req), bindings));
    },
  );
  r.get('/api/getAllTask', { schema: { querystring: ProcessQuery }, config: admin }, async (req) =>
    ok(await processTasks(db, engine, tenant(req), req.query.processId)),
  );
  r.get(
    '/api/fileLogByTimestamp',
    { schema: { querystring: RunsByTimestampQuery }, config: admin },
    async (req) => ok(await runsByTimestamp(db, tenant(req), req.query)),
  );
}
