import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { revokedTokens } from '../db/schema';
import type { Db } from '../db/types';
import { forbidden, unauthorized } from '../http/envelope';
import { findUserWithRoles } from '../modules/users/repository';
import type { CallerCache } from './caller-cache';
import type { TokenClaims, TokenService } from './tokens';

export type Role = 'admin' | 'sys';

/** What every API route must declare: open, or the roles that may call it. */
export type RouteAuth = { public: true } | { roles: readonly Role[] };

/** The signed-in user a request is made by. */
export interface Caller {
  userId: number;
  username: string;
  email: string;
  /** The caller's tenant: tenant-owned data is scoped to it. */
  bpId: number;
  /** The caller's BP is a platform tenant (tenant_id null), not a partner in someone's tree. */
  platform: boolean;
  roles: string[];
  jti: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

const API_PREFIXES = ['/api/', '/as2/api/', '/stat/api/', '/loki/api/'];

/** The token from the `token` header (SPEC §7), or a Bearer token for other clients. */
const tokenOf = (request: FastifyRequest) => {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const bearer = request.headers.authorization?.match(/^Bearer (.+)$/i);
  return bearer?.[1];
};

/** The caller of an authenticated route; routes with `roles` always have one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized('Please sign in');
  return request.caller;
}

const SESSION_ENDED = {
  password: 'Your password was changed, please sign in again',
  roles: 'Your roles were changed, please sign in again',
};

/** The signed-in user of a valid token, checked against revocation, deletion and session ends. */
async function lookUpCaller(db: Db, claims: TokenClaims): Promise<Caller> {
  const [revoked] = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(and(eq(revokedTokens.jti, claims.jti), gt(revokedTokens.expiresAt, new Date())));
  if (revoked) throw unauthorized('You have signed out, please sign in again');
  const user = await findUserWithRoles(db, claims.username);
  // A name can be given again after its user is deleted: the token names the user by id too.
  if (!user || String(user.id) !== claims.sub) {
    throw unauthorized('This account no longer exists');
  }
  if ((claims.sv ?? 0) !== user.sessionVersion) {
    throw unauthorized(SESSION_ENDED[user.sessionEndedBy ?? 'password']);
  }
  const caller: Caller = {
    userId: user.id,
    username: user.username,
    email: user.email,
    bpId: user.bpId,
    platform: user.bpTenantId === null,
    roles: user.roleSet.map((role) => role.roleName),
    jti: claims.jti,
    expiresAt: new Date(claims.exp * 1000),
  };
  return caller;
}

export function registerAuthGuard(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  callers: CallerCache,
) {
  app.decorateRequest('caller', null);

  // A route that forgets to declare its roles fails at start-up, not in production.
  app.addHook('onRoute', (route) => {
    const open = API_PREFIXES.some((prefix) => route.url.startsWith(prefix));
    if (open && !route.config?.auth) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no auth rule`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config?.auth;
    if (!auth || 'public' in auth) return;
    const token = tokenOf(request);
    if (!token) throw unauthorized('Please sign in');
    let claims;
    try {
      claims = tokens.verify(token);
    } catch {
      throw unauthorized('Your session has expired, please sign in again');
    }
    const caller =
      callers.get(claims.jti) ?? (await callers.check(claims.jti, () => lookUpCaller(db, claims)));
    if (!auth.roles.some((role) => caller.roles.includes(role))) {
      throw forbidden(`This action needs the role ${auth.roles.join(' or ')}`);
    }
    request.caller = caller;
  });
}
