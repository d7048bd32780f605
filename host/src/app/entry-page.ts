import { firstAuthority, LOGIN_PATH, useSession } from '@console/shared/core';
import { decideRoute } from '../routing/guard';

/**
 * What the first page of a visit is: the light login page, or the console. A visit the guard
 * would send to the login page (no token) goes there at once, with the address rewritten as
 * the guard would, so the console is not fetched only to redirect.
 */
export function entryPage(location: Pick<Location, 'pathname' | 'search'>): 'login' | 'console' {
  const { pathname, search } = location;
  if (pathname === LOGIN_PATH || pathname === '/default') {
    if (pathname !== LOGIN_PATH) history.replaceState(null, '', LOGIN_PATH + search);
    return 'login';
  }
  const { token, tokenInfo, ended } = useSession.getState();
  const session = { token, firstAuthority: firstAuthority(tokenInfo), role: null };
  const decision = decideRoute(pathname, session, undefined, search);
  if (decision.kind === 'redirect' && decision.to.startsWith(LOGIN_PATH)) {
    // A session ended here goes to the plain login page (SPEC §4), as SignedInArea does.
    history.replaceState(null, '', !token && ended ? LOGIN_PATH : decision.to);
    return 'login';
  }
  return 'console';
}
