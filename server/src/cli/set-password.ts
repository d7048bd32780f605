/**
 * Sets a user's password from the command line (for the demo accounts, or a forgotten admin
 * password): `pnpm --filter @console/server set-password <username> <new password>`.
 * Uses the same database the server would (DATABASE_URL, else the embedded one in DATA_DIR);
 * stop the server first when it uses the embedded database, which one process holds at a time.
 */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { notifyServers } from '../cluster/notify-servers';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';

async function main() {
  const [username, password] = process.argv.slice(2);
  if (!username || !password) {
    console.error('Usage: set-password <username> <new password>');
    process.exit(2);
  }
  if (password.length < 8) {
    console.error('The new password must have at least 8 characters.');
    process.exit(2);
  }
  const database = await openDatabase(readConfig());
  try {
    const updated = await database.db
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        // Signs the account out everywhere, as a change in the console does.
        sessionVersion: sql`${users.sessionVersion} + 1`,
        sessionEndedBy: 'password',
        updateTime: new Date(),
      })
      .where(eq(users.username, username))
      .returning({ id: users.id });
    if (!updated.length) {
      console.error(`No user ${username}.`);
      process.exitCode = 1;
    } else {
      // Running servers on PostgreSQL forget the account's remembered sessions at once.
      if (database.kind === 'postgres') await notifyServers(database.db, 'callers');
      console.log(`The password of ${username} is changed.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
