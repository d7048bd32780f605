import { ApiError, unauthorized } from '../http/envelope';
import type { Db } from '../db/types';
import { findUserWithRoles } from '../modules/users/repository';
import { clearFailures, lockedMinutes, recordFailure } from './login-limiter';
import { hashPassword, verifyPassword } from './passwords';

// Compared against when the user does not exist, so timing does not tell names apart.
const decoyHash = hashPassword('decoy-password');

/**
 * The user these credentials name, through the sign-in limiter: a locked pair is a 429, a
 * wrong password or unknown user the same 401. Sign-in and engine-rest's HTTP Basic share it.
 */
export async function checkCredentials(
  db: Db,
  username: string,
  password: string,
  address: string,
) {
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
  return user;
}
