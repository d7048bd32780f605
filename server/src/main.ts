import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { privateDataDir } from './db/data-dir';
import { writeFirstStart } from './seed/first-start';

async function main() {
  const config = readConfig();
  // Before anything is written: the database holds the JWT secret, the folder credential.key.
  privateDataDir(config.dataDir);
  // Migrations and the first start's writes run once, however many processes start together.
  const database = await openDatabase(config, undefined, (db) => writeFirstStart(db, config));
  const app = await buildApp({ db: database.db, config });

  const stop = async (signal: string) => {
    // Behind a load balancer: not ready first, so that it sends no new work, then close.
    app.readiness.drain();
    if (config.shutdownDrainMs > 0) {
      app.log.info(`${signal}: draining for ${config.shutdownDrainMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Console at http://${config.host}:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
