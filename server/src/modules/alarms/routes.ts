import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { Db } from '../../db/types';
import type { ProcessEngine } from '../../engine';
import { ok } from '../../http/envelope';
import { createContact, deleteContact, listContacts, updateContact } from './contact-service';
import {
  createRule,
  deleteRule,
  listNotifications,
  listRules,
  updateRule,
  type RuleKind,
} from './rule-service';
import {
  ContactCreateBody,
  ContactUpdateBody,
  EventRuleBody,
  EventRuleUpdateBody,
  IdQuery,
  RuleIdQuery,
  TaskRuleBody,
  TaskRuleUpdateBody,
} from './schema';
import { watchableProcesses } from './watchable';

/** Alarms are the administrator's (SPEC §2 /alarm), scoped to the caller's tenant. */
const admin = { auth: { roles: ['admin'] as const } };
const tenant = (req: FastifyRequest) => callerOf(req).bpId;

/**
 * SPEC §7 Alarms: contacts (incident users) at /api/incidentUsers and /api/incidentUser,
 * task and event rules at /api/taskIncidentNotice and /api/eventIncidentNotice (GET, POST,
 * PUT { id, …fields } to edit one, DELETE ?id=), the notifications a rule made at
 * /api/incidentNotifications?ruleId= (newest first), and what a task rule can watch at
 * /api/incidentNoticeProcesses (watchable.ts).
 */
export async function alarmRoutes(
  app: FastifyInstance,
  { db, engine }: { db: Db; engine: ProcessEngine },
) {
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

  const rules = [
    ['task', TaskRuleBody, TaskRuleUpdateBody],
    ['event', EventRuleBody, EventRuleUpdateBody],
  ] as const satisfies readonly (readonly [RuleKind, unknown, unknown])[];
  for (const [kind, body, update] of rules) {
    const url = `/api/${kind}IncidentNotice`;
    r.get(url, { config: admin }, async (req) => ok(await listRules(db, tenant(req), kind)));
    r.post(url, { schema: { body }, config: admin }, async (req) =>
      ok(await createRule(db, tenant(req), kind, req.body)),
    );
    r.put(url, { schema: { body: update }, config: admin }, async (req) =>
      ok(await updateRule(db, tenant(req), kind, req.body)),
    );
    r.delete(url, { schema: { querystring: IdQuery }, config: admin }, async (req) => {
      await deleteRule(db, tenant(req), kind, req.query.id);
      return ok(null);
    });
  }
  r.get('/api/incidentNoticeProcesses', { config: admin }, async (req) =>
    ok(await watchableProcesses(engine, tenant(req))),
  );
  r.get(
    '/api/incidentNotifications',
    { schema: { querystring: RuleIdQuery }, config: admin },
    async (req) => ok(await listNotifications(db, tenant(req), req.query.ruleId)),
  );
}
