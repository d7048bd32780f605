import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Accounts } from '../../auth/accounts';
import { callerOf } from '../../auth/guard';
import type { TokenService } from '../../auth/tokens';
import type { Db } from '../../db/types';
import { ok } from '../../http/envelope';
import { DeleteAccountQuery, PasswordBody, ProfileBody } from './schema';
import { changePassword, deleteOwnAccount, listRoles, updateProfile, userInfo } from './service';

const signedIn = { auth: { roles: ['admin', 'sys'] as const } };

export async function userRoutes(
  app: FastifyInstance,
  { db, tokens, accounts }: { db: Db; tokens: TokenService; accounts: Accounts },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const by = (request: FastifyRequest) => accounts.by(callerOf(request), request.ip);

  r.get('/api/user/userInfo', { config: signedIn }, async (request) =>
    ok(await userInfo(db, callerOf(request))),
  );

  r.put(
    '/api/user/userInfo',
    { schema: { body: ProfileBody }, config: signedIn },
    async (request) => ok(await updateProfile(db, by(request), request.body)),
  );

  r.delete(
    '/api/user/userInfo',
    { schema: { querystring: DeleteAccountQuery }, config: signedIn },
    async (request) => {
      await deleteOwnAccount(db, by(request), request.query.username);
      return ok(null);
    },
  );

  r.put(
    '/api/user/password',
    { schema: { body: PasswordBody }, config: signedIn },
    async (request) => ok(await changePassword(db, tokens, by(request), request.body)),
  );

  r.get('/api/roles', { config: signedIn }, async () => ok(await listRoles(db)));
}
