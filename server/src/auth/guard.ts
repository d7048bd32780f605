import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { revokedTokens } from '../db/schema';
import type { Db } from '../db/types';
import { forbidden, unauthorized } from '../http/envelope';
import { findUserWithRoles } from '../modules/users/repository';
import type { Caller } from './caller';
import type { CallerCache } from './caller-cache';
import { checkCredentials } from './credentials';
import type { TokenClaims, TokenService } from './tokens';

export type Role = 'admin' | 'sys';

/** What every API route must declare: open, or the roles that may call it. */
export type RouteAuth = { public: true } | { roles: readonly Role[] };

export type { Caller } from './caller';

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
  return callerFrom(user, claims.jti, new Date(claims.exp * 1000));
}

type UserWithRoles = NonNullable<Awaited<ReturnType<typeof findUserWithRoles>>>;

const callerFrom = (user: UserWithRoles, jti: string, expiresAt: Date): Caller => ({
  userId: user.id,
  username: user.username,
  email: user.email,
  bpId: user.bpId,
  platform: user.bpTenantId === null,
  roles: user.roleSet.map((role) => role.roleName),
  jti,
  expiresAt,
});

/** Who a token names, or null when it names no one now; for pages that anyone may ask for. */
export type TokenCallers = (token: string | undefined) => Promise<Caller | null>;

/**
 * The signed-in user of a token checked as the guard checks it (signature, expiry, revocation,
 * deletion, session end, the same caller cache), for an open route whose answer depends on who
 * asks (/remotes.json): a token that fails any check is an anonymous caller, never a 401.
 */
export function tokenCallers(db: Db, tokens: TokenService, callers: CallerCache): TokenCallers {
  return async (token) => {
    if (!token) return null;
    try {
      const claims = tokens.verify(token);
      return (
        callers.get(claims.jti) ?? (await callers.check(claims.jti, () => lookUpCaller(db, claims)))
      );
    } catch {
      return null;
    }
  };
}

/** Camunda's engine-rest also takes HTTP Basic, as Camunda 7's does (its clients send it). */
const BASIC_PREFIX = '/api/camunda/engine-rest/';
const BASIC_REALM = 'Basic realm="default"';

/**
 * The caller of an HTTP Basic request: the credentials go through the sign-in limiter like a
 * sign-in. A verified header is remembered as briefly as a token's caller (the caller cache,
 * cleared by every account change), so a polling worker does not pay a password hash each time.
 */
async function basicCaller(
  db: Db,
  callers: CallerCache,
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: string,
) {
  const key = `basic:${createHash('sha256').update(encoded).digest('base64')}`;
  const check = async () => {
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 1) throw unauthorized('HTTP Basic credentials must be username:password');
    const user = await checkCredentials(
      db,
      decoded.slice(0, colon),
      decoded.slice(colon + 1),
      request.ip,
    );
    return callerFrom(user, key, new Date(Date.now() + 60_000));
  };
  try {
    return callers.get(key) ?? (await callers.check(key, check));
  } catch (error) {
    // Refused credentials: Camunda asks the client for Basic credentials again.
    reply.header('www-authenticate', BASIC_REALM);
    throw error;
  }
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

  app.addHook('onRequest', async (request, reply) => {
    const auth = request.routeOptions.config?.auth;
    if (!auth || 'public' in auth) return;
    const basic = request.headers.authorization?.match(/^Basic (\S+)$/i);
    if (basic && request.url.startsWith(BASIC_PREFIX)) {
      const caller = await basicCaller(db, callers, request, reply, basic[1]);
      if (!auth.roles.some((role) => caller.roles.includes(role))) {
        throw forbidden(`This action needs the role ${auth.roles.join(' or ')}`);
      }
      request.caller = caller;
      return;
    }
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
