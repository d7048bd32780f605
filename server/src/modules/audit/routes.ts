import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { Db } from '../../db/types';
import { ok } from '../../http/envelope';
import { AuditQuery } from './schema';
import { auditPage } from './service';

export async function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/audit',
    { schema: { querystring: AuditQuery }, config: { auth: { roles: ['sys'] } } },
    async (request) => ok(await auditPage(db, callerOf(request), request.query)),
  );
}
