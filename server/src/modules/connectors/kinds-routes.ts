import {
  CONNECTIVITY_MESSAGES as MESSAGES,
  CONNECTIVITY_URLS as URLS,
  CONNECTOR_API_VERSION,
  VERSION_HEADER,
} from '@console/shared/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import { badRequest, ok } from '../../http/envelope';
import { checkParamsMeta } from '../packages/param-values';
import { commandVersions } from '../packages/command-versions';
import * as packages from '../packages/service';
import { compileScript, ScriptError } from '../scripts/compile';
import { upgradeScript } from '../scripts/upgrade';
import { deleteConnector } from './connector-service';
import { dryRun, previewMapping, transformEvent } from './dry-run';
import * as S from './kinds-schema';
import * as kinds from './kinds-service';
import type { ScriptHost } from './script-runs';
import { signalChanges, type BindingSignal } from './worker/binding-events';

/** Connectivity is the modeler's work (SPEC §6): admin only, each tenant its own. */
const admin = { auth: { roles: ['admin'] as const } };

/** SPEC §9: connector creation sends the version header 1.2. */
function requireVersion(req: FastifyRequest) {
  if (req.headers[VERSION_HEADER] !== CONNECTOR_API_VERSION) {
    throw badRequest(`This call needs the header "${VERSION_HEADER}: ${CONNECTOR_API_VERSION}"`);
  }
}

export async function connectivityRoutes(
  app: FastifyInstance,
  { host, bindingsChanged }: { host: ScriptHost; bindingsChanged: BindingSignal },
) {
  const { db } = host;
  signalChanges(app, bindingsChanged);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tenant = (req: FastifyRequest) => callerOf(req).bpId;

  // Packages and their commands (the compose calls answer the same).
  for (const url of [URLS.commandPackages, URLS.composeCommandPackages]) {
    r.get(url, { config: admin }, async (req) => ok(await packages.listPackages(db, tenant(req))));
  }
  for (const url of [URLS.connectorList, URLS.composeConnectorList]) {
    r.get(url, { schema: { querystring: S.PackageQuery }, config: admin }, async (req) =>
      ok(
        (await packages.packageCommandList(db, tenant(req), req.query.packageId)).map(
          ({ script: _script, ...command }) => command,
        ),
      ),
    );
  }
  for (const url of [URLS.connectorScript, URLS.composeConnectorScript]) {
    r.get(url, { schema: { querystring: S.CommandScriptQuery }, config: admin }, async (req) =>
      ok(
        await packages.commandScriptWithUsers(
          db,
          tenant(req),
          req.query.packageId,
          req.query.connectorId,
        ),
      ),
    );
  }
  // Each save is a version of the command, kept with who saved it (command-versions.ts).
  r.post(
    URLS.packageCommand,
    { schema: { body: S.PackageCommandBody }, config: admin },
    async (req) =>
      ok(await packages.createPackageCommand(db, tenant(req), req.body, callerOf(req).username)),
  );
  r.put(
    URLS.packageCommand,
    { schema: { body: S.PackageCommandUpdate }, config: admin },
    async (req) =>
      ok(await packages.updatePackageCommand(db, tenant(req), req.body, callerOf(req).username)),
  );
  r.get(
    URLS.packageCommandVersions,
    { schema: { querystring: S.PackageCommandQuery }, config: admin },
    async (req) => {
      const { packageId, id } = req.query;
      await packages.commandScript(db, tenant(req), packageId, id);
      return ok(await commandVersions(db, tenant(req), packageId, id));
    },
  );
  r.delete(
    URLS.packageCommand,
    { schema: { querystring: S.PackageCommandQuery }, config: admin },
    async (req) => {
      await packages.deletePackageCommand(db, tenant(req), req.query.packageId, req.query.id);
      return ok(null, 'The command was deleted');
    },
  );
  r.post(URLS.paramsMeta, { schema: { body: S.ParamsMetaBody }, config: admin }, async (req) =>
    ok(checkParamsMeta(req.body.paramsMeta)),
  );

  // Command connectors of a package.
  r.post(
    URLS.connector,
    { schema: { body: S.PackageConnectorBody }, config: admin },
    async (req) => {
      requireVersion(req);
      return ok(await kinds.createPackageConnector(db, host.sealer, tenant(req), req.body));
    },
  );
  r.put(
    URLS.connector,
    { schema: { body: S.PackageConnectorUpdate }, config: admin },
    async (req) => ok(await kinds.updatePackageConnector(db, host.sealer, tenant(req), req.body)),
  );
  r.get(URLS.allConnectors, { config: admin }, async (req) =>
    ok(await kinds.detailList(db, tenant(req))),
  );
  r.post(
    URLS.duplicateConnector,
    { schema: { querystring: S.ConnectorIdQuery }, config: admin },
    async (req) => ok(await kinds.duplicateConnector(db, tenant(req), req.query.connectorId)),
  );
  r.get(
    URLS.connectorBindings,
    { schema: { querystring: S.ConnectorIdQuery }, config: admin },
    async (req) => ok(await kinds.connectorBindings(db, tenant(req), req.query.connectorId)),
  );

  // Compose, event and mapping connectors.
  r.get(URLS.composeConnectorDBList, { config: admin }, async (req) =>
    ok(await kinds.detailList(db, tenant(req), 'compose')),
  );
  r.post(URLS.composeConnector, { schema: { body: S.ComposeBody }, config: admin }, async (req) =>
    ok(await kinds.createComposeConnector(db, host.sealer, tenant(req), req.body)),
  );
  r.put(URLS.composeConnector, { schema: { body: S.ComposeUpdate }, config: admin }, async (req) =>
    ok(await kinds.updateComposeConnector(db, host.sealer, tenant(req), req.body)),
  );
  r.delete(
    URLS.composeConnector,
    { schema: { querystring: S.ConnectorIdQuery }, config: admin },
    async (req) => {
      await deleteConnector(db, tenant(req), req.query.connectorId, 'compose');
      return ok(null, MESSAGES.composeDeleted);
    },
  );
  r.get(URLS.eventConnectorList, { config: admin }, async (req) =>
    ok(await kinds.detailList(db, tenant(req), 'event')),
  );
  r.post(URLS.eventConnector, { schema: { body: S.EventBody }, config: admin }, async (req) =>
    ok(await kinds.createEventConnector(db, tenant(req), req.body)),
  );
  r.put(URLS.eventConnector, { schema: { body: S.EventUpdate }, config: admin }, async (req) =>
    ok(await kinds.updateEventConnector(db, tenant(req), req.body)),
  );
  r.post(
    URLS.eventTransform,
    { schema: { body: S.EventTransformBody }, config: admin },
    async (req) => ok(await transformEvent(host, tenant(req), req.body)),
  );
  r.get(URLS.mappingConnectorList, { config: admin }, async (req) =>
    ok(await kinds.detailList(db, tenant(req), 'mapping')),
  );
  r.post(
    URLS.mappingPreview,
    { schema: { body: S.MappingPreviewBody }, config: admin },
    async (req) =>
      ok(await previewMapping(host, tenant(req), req.body.expression, req.body.sample)),
  );

  // The script language: check, upgrade, dry run.
  r.post(URLS.scriptCheck, { schema: { body: S.ScriptBody }, config: admin }, async (req) => {
    try {
      compileScript(req.body.script);
      return ok({ problems: [] });
    } catch (error) {
      if (!(error instanceof ScriptError)) throw error;
      return ok({ problems: [{ message: error.message, line: error.line, column: error.column }] });
    }
  });
  r.post(URLS.scriptUpgrade, { schema: { body: S.ScriptBody }, config: admin }, async (req) => {
    const { source, changes } = upgradeScript(req.body.script);
    return ok({ script: source, changes }, MESSAGES.upgradeSuccess);
  });
  r.post(URLS.dryRun, { schema: { body: S.DryRunBody }, config: admin }, async (req) =>
    ok(await dryRun(host, tenant(req), req.body)),
  );
}
