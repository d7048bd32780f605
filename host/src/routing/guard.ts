import { LOGIN_PATH } from '@console/shared/core';

export interface GuardSession {
  token: string | null;
  /** The first authority of the token's auth list. */
  firstAuthority: string | undefined;
  /** The stored role; null until the user info has been read. */
  role: string | null;
}

export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' };

export const SYS_HOME = '/bpg/index';

const isOperatorPath = (path: string) => path === '/operator' || path.startsWith('/operator/');

/**
 * SPEC §4 route guard: /default/* is open; no token → login (remembering where the user was
 * going); a user whose first authority is sys is sent from any operator path to /bpg/index.
 * Then the route's own roles (§6), once the role is known.
 */
export function decideRoute(
  path: string,
  session: GuardSession,
  requiredRoles: readonly string[] | undefined,
  search = '',
): GuardDecision {
  if (path === '/default' || path.startsWith('/default/')) return { kind: 'allow' };
  if (!session.token) {
    const back = path === '/' ? '' : `?redirect=${encodeURIComponent(path + search)}`;
    return { kind: 'redirect', to: `${LOGIN_PATH}${back}` };
  }
  if (session.firstAuthority === 'sys' && isOperatorPath(path)) {
    return { kind: 'redirect', to: SYS_HOME };
  }
  if (session.role && requiredRoles && !requiredRoles.includes(session.role)) {
    return { kind: 'forbidden' };
  }
  return { kind: 'allow' };
}
