import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Accounts } from '../../auth/accounts';
import { callerOf } from '../../auth/guard';
import type { Db } from '../../db/types';
import { ok } from '../../http/envelope';
import { createGroup, deleteGroup, groupDetail, groupTree, updateGroup } from './group-service';
import { createPartner, deletePartner, partnerDetail, updatePartner } from './partner-service';
import { createPartnerUser, deletePartnerUser, updatePartnerUser } from './partner-user-service';
import {
  GroupCreateBody,
  GroupQuery,
  GroupUpdateBody,
  IdQuery,
  ParentQuery,
  PartnerCreateBody,
  PartnerUpdateBody,
  PartnerUserCreateBody,
  PartnerUserUpdateBody,
  UsernameQuery,
} from './schema';

/** Business partners are the system user's work (SPEC §6). */
const sys = { auth: { roles: ['sys'] as const } };

export async function partnerRoutes(
  app: FastifyInstance,
  { db, accounts }: { db: Db; accounts: Accounts },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  /** Changes that touch accounts (users, their roles, deletions) go through the accounts service. */
  const by = (req: FastifyRequest) => accounts.by(callerOf(req), req.ip);

  r.get('/api/all_bpg', { config: sys }, async (req) => ok(await groupTree(db, callerOf(req))));
  r.get('/api/bpg', { schema: { querystring: IdQuery }, config: sys }, async (req) =>
    ok(await groupDetail(db, callerOf(req), req.query.id)),
  );
  r.post(
    '/api/bpg',
    { schema: { querystring: ParentQuery, body: GroupCreateBody }, config: sys },
    async (req) => ok(await createGroup(db, callerOf(req), req.query.parentId, req.body)),
  );
  r.put('/api/bpg', { schema: { body: GroupUpdateBody }, config: sys }, async (req) =>
    ok(await updateGroup(db, callerOf(req), req.body)),
  );
  r.delete('/api/bpg', { schema: { querystring: IdQuery }, config: sys }, async (req) =>
    ok(await deleteGroup(by(req), req.query.id)),
  );

  r.get('/api/bp', { schema: { querystring: IdQuery }, config: sys }, async (req) =>
    ok(await partnerDetail(db, callerOf(req), req.query.id)),
  );
  r.post(
    '/api/bp',
    { schema: { querystring: GroupQuery, body: PartnerCreateBody }, config: sys },
    async (req) => ok(await createPartner(db, callerOf(req), req.query.bpgId, req.body)),
  );
  r.put('/api/bp', { schema: { body: PartnerUpdateBody }, config: sys }, async (req) =>
    ok(await updatePartner(db, callerOf(req), req.body)),
  );
  r.delete('/api/bp', { schema: { querystring: IdQuery }, config: sys }, async (req) => {
    await deletePartner(by(req), req.query.id);
    return ok(null);
  });

  r.post('/api/bpUser', { schema: { body: PartnerUserCreateBody }, config: sys }, async (req) =>
    ok(await createPartnerUser(db, by(req), req.body)),
  );
  r.put('/api/bpUser', { schema: { body: PartnerUserUpdateBody }, config: sys }, async (req) =>
    ok(await updatePartnerUser(db, by(req), req.body)),
  );
  r.delete('/api/bpUser', { schema: { querystring: UsernameQuery }, config: sys }, async (req) => {
    await deletePartnerUser(by(req), req.query.username);
    return ok(null);
  });
}
