import { CONNECTIVITY_MESSAGES, CONNECTIVITY_URLS as URLS } from '@console/shared/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { callerOf } from '../../auth/guard';
import { Description, Id, Name } from '../connectors/schema';
import type { Db } from '../../db/types';
import { ok } from '../../http/envelope';
import { signalChanges, type BindingSignal } from '../connectors/worker/binding-events';
import type { Sealer } from './seal';
import {
  createCredential,
  credentialBindings,
  deleteCredential,
  listCredentials,
  updateCredential,
} from './service';
import { CREDENTIAL_TEMPLATES } from './templates';

// Any JSON value here: checkValues (param-values.ts) checks each against its field's type. A
// union would let Fastify's coercion turn 5 into "5"; a type list trips ajv's strict mode.
const Value = Type.Unsafe<string | number | boolean | null>({});
const CredentialBody = Type.Object({
  name: Name,
  description: Type.Optional(Description),
  template: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
  parameters: Type.Record(Type.String({ maxLength: 64 }), Value, { maxProperties: 32 }),
});
const CredentialUpdate = Type.Object({ id: Id, ...CredentialBody.properties });
const ByIdQuery = Type.Object({ credentialId: Id });

/** Credentials are the modeler's (SPEC §6): admin only, each tenant its own. */
const admin = { auth: { roles: ['admin'] as const } };

export async function credentialRoutes(
  app: FastifyInstance,
  { db, sealer, bindingsChanged }: { db: Db; sealer: Sealer; bindingsChanged: BindingSignal },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tenant = (req: Parameters<typeof callerOf>[0]) => callerOf(req).bpId;
  // A changed credential must reach the worker's next run at once.
  signalChanges(app, bindingsChanged);

  r.get(URLS.credentialTemplateList, { config: admin }, async () => ok(CREDENTIAL_TEMPLATES));
  r.get(URLS.credentialList, { config: admin }, async (req) =>
    ok(await listCredentials(db, sealer, tenant(req))),
  );
  r.post(URLS.credential, { schema: { body: CredentialBody }, config: admin }, async (req) =>
    ok(await createCredential(db, sealer, tenant(req), req.body)),
  );
  r.put(URLS.credential, { schema: { body: CredentialUpdate }, config: admin }, async (req) =>
    ok(await updateCredential(db, sealer, tenant(req), req.body)),
  );
  r.delete(URLS.credential, { schema: { querystring: ByIdQuery }, config: admin }, async (req) => {
    await deleteCredential(db, tenant(req), req.query.credentialId);
    return ok(null, CONNECTIVITY_MESSAGES.credentialDeleted);
  });
  r.get(
    URLS.credentialBindings,
    { schema: { querystring: ByIdQuery }, config: admin },
    async (req) => ok(await credentialBindings(db, tenant(req), req.query.credentialId)),
  );
}
