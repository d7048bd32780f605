import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { Db } from '../../db/types';
import { ok } from '../../http/envelope';
import { createContact, deleteContact, listContacts, updateContact } from './contact-service';
import {
  createRule,
  deleteRule,
  listNotifications,
  listRules,
  type RuleKind,
} from './rule-service';
import {
  ContactCreateBody,
  ContactUpdateBody,
  EventRuleBody,
  IdQuery,
  RuleIdQuery,
  TaskRuleBody,
} from './schema';

/** Alarms are the administrator's (SPEC §2 /alarm), scoped to the caller's tenant. */
const admin = { auth: { roles: ['admin'] as const } };
const tenant = (req: FastifyRequest) => callerOf(req).bpId;

/**
 * SPEC §7 Alarms: contacts (incident users) at /api/incidentUsers and /api/incidentUser,
 * task and event rules at /api/taskIncidentNotice and /api/eventIncidentNotice, and the
 * notifications a rule made at /api/incidentNotifications?ruleId= (newest first).
 */
export async function alarmRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/incidentUsers', { config: admin }, async (req) =>
    ok(await listContacts(db, tenant(req))),
  );
  r.post('/api/incidentUser', { schema: { body: ContactCreateBody }, config: admin }, async (req) =>
    ok(await createContact(db, tenant(req), req.body)),
  );
  r.put('/api/incidentUser', { schema: { body: ContactUpdateBody }, config: admin }, async (req) =>
    ok(await updateContact(db, tenant(req), req.body)),
  );
  r.delete(
    '/api/incidentUser',
    { schema: { querystring: IdQuery }, config: admin },
    async (req) => {
      await deleteContact(db, tenant(req), req.query.id);
      return ok(null);
    },
  );

  const rules: [RuleKind, typeof TaskRuleBody | typeof EventRuleBody][] = [
    ['task', TaskRuleBody],
    ['event', EventRuleBody],
  ];
  for (const [kind, body] of rules) {
    const url = `/api/${kind}IncidentNotice`;
    r.get(url, { config: admin }, async (req) => ok(await listRules(db, tenant(req), kind)));
    r.post(url, { schema: { body }, config: admin }, async (req) =>
      ok(await createRule(db, tenant(req), kind, req.body)),
    );
    r.delete(url, { schema: { querystring: IdQuery }, config: admin }, async (req) => {
      await deleteRule(db, tenant(req), kind, req.query.id);
      return ok(null);
    });
  }
  r.get(
    '/api/incidentNotifications',
    { schema: { querystring: RuleIdQuery }, config: admin },
    async (req) => ok(await listNotifications(db, tenant(req), req.query.ruleId)),
  );
}
