import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../../auth/accounts';
import { callerOf } from '../../auth/guard';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/types';
import { ok } from '../../http/envelope';
import { LoginBody } from './schema';
import { login, logout } from './service';

export async function authRoutes(
  app: FastifyInstance,
  { db, tokens, accounts }: { db: Db; tokens: TokenService; accounts: Accounts },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/api/login',
    { schema: { body: LoginBody }, config: { auth: { public: true } } },
    async (request) => ok(await login(db, tokens, request.body, request.ip)),
  );

  r.post('/api/logout', { config: { auth: { roles: ['admin', 'sys'] } } }, async (request) => {
    await logout(accounts.by(callerOf(request), request.ip));
    return ok(null);
  });
}
