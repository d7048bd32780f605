import { jwtDecode } from 'jwt-decode';

/** The claims of the session token that the console reads (SPEC §3). */
export interface TokenInfo {
  email: string;
  username: string;
  bpId: number | null;
  /** JSON text list of `{ authority }` entries, as the platform signs it. */
  auth: string;
}

interface TokenClaims {
  email?: unknown;
  username?: unknown;
  bpId?: unknown;
  auth?: unknown;
}

/** Decodes the token's claims; throws on a token that is not a JWT. */
export function decodeTokenInfo(token: string): TokenInfo {
  const claims = jwtDecode<TokenClaims>(token);
  const bpId = Number(claims.bpId);
  return {
    email: typeof claims.email === 'string' ? claims.email : '',
    username: typeof claims.username === 'string' ? claims.username : '',
    bpId: claims.bpId == null || Number.isNaN(bpId) ? null : bpId,
    auth: typeof claims.auth === 'string' ? claims.auth : JSON.stringify(claims.auth ?? []),
  };
}

/** The authority values of the auth list, in order; an unreadable list gives none. */
export function authorities(info: Pick<TokenInfo, 'auth'> | null | undefined): string[] {
  if (!info?.auth) return [];
  try {
    const list: unknown = JSON.parse(info.auth);
    if (!Array.isArray(list)) return [];
    return list
      .map((entry: unknown) =>
        entry && typeof entry === 'object'
          ? (entry as { authority?: unknown }).authority
          : undefined,
      )
      .filter((value): value is string => typeof value === 'string');
  } catch {
    return [];
  }
}

/** SPEC §4 reads the first authority to send system users away from operator pages. */
export const firstAuthority = (info: Pick<TokenInfo, 'auth'> | null | undefined) =>
  authorities(info)[0];
