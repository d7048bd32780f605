import { lt } from 'drizzle-orm';
import { tokenFor, type TokenService } from '../../auth/tokens';
import { clearFailures, lockedMinutes, recordFailure } from '../../auth/login-limiter';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokedTokens } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError, unauthorized } from '../../http/envelope';
import { findUserWithRoles } from '../users/repository';
import type { AccountChanges } from '../../auth/accounts';

// Compared against when the user does not exist, so timing does not tell names apart.
const decoyHash = hashPassword('decoy-password');

export async function login(
  db: Db,
  tokens: TokenService,
  credentials: { username: string; password: string },
  address: string,
) {
  const { username, password } = credentials;
  const minutes = await lockedMinutes(db, username, address);
  if (minutes) {
    throw new ApiError(429, `Too many failed sign-in attempts. Try again in ${minutes} minute(s).`);
  }
  const user = await findUserWithRoles(db, username);
  const valid = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyPassword(password, await decoyHash).then(() => false);
  if (!user || !valid) {
    await recordFailure(db, username, address);
    throw unauthorized('Incorrect username or password');
  }
  await clearFailures(db, username, address);
  const token = tokenFor(tokens, user);
  return { token };
}

/** Revokes the caller's token until it would have expired anyway. */
export async function logout(changes: AccountChanges) {
  const { caller } = changes;
  await changes.run(async ({ tx }) => {
    await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
    await tx
      .insert(revokedTokens)
      .values({ jti: caller.jti, expiresAt: caller.expiresAt })
      .onConflictDoNothing();
  });
}
