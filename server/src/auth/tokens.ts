import { createSigner, createVerifier } from 'fast-jwt';
import { randomUUID } from 'node:crypto';

/** The claims SPEC §3 reads from a token: email, username, bpId and auth (JSON text list). */
export interface TokenClaims {
  sub: string;
  username: string;
  email: string;
  bpId: number;
  auth: string;
  /** The user's session version when the token was signed. */
  sv: number;
  jti: string;
  iat: number;
  exp: number;
}

export interface TokenService {
  sign: (
    claims: Pick<TokenClaims, 'sub' | 'username' | 'email' | 'bpId' | 'auth' | 'sv'>,
  ) => string;
  /** Throws on a bad signature or an expired token. */
  verify: (token: string) => TokenClaims;
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    sign: (claims) => signer({ ...claims, jti: randomUUID() }),
    verify: (token) => verifier(token) as TokenClaims,
  };
}

/** Signs a token for a user as they are now: their roles and their session version. */
export const tokenFor = (
  tokens: TokenService,
  user: {
    id: number;
    username: string;
    email: string;
    bpId: number;
    sessionVersion: number;
    roleSet: readonly { roleName: string }[];
  },
) =>
  tokens.sign({
    sub: String(user.id),
    username: user.username,
    email: user.email,
    bpId: user.bpId,
    auth: authClaim(user.roleSet.map((role) => role.roleName)),
    sv: user.sessionVersion,
  });

/** The auth claim: a JSON text list of `{ authority }`, admin first when present. */
export const authClaim = (roleNames: readonly string[]) =>
  JSON.stringify(
    [...roleNames]
      .sort((a, b) => Number(b === 'admin') - Number(a === 'admin'))
      .map((authority) => ({ authority })),
  );
