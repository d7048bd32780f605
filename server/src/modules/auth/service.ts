import { lt } from 'drizzle-orm';
import { tokenFor, type TokenService } from '../../auth/tokens';
import { checkCredentials } from '../../auth/credentials';
import { revokedTokens } from '../../db/schema';
import type { Db } from '../../db/types';
import type { AccountChanges } from '../../auth/accounts';

export async function login(
  db: Db,
  tokens: TokenService,
  credentials: { username: string; password: string },
  address: string,
) {
  const user = await checkCredentials(db, credentials.username, credentials.password, address);
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
