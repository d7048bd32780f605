/**
 * Starts the real server for the suite on a loopback port, serving a fresh copy of the builds
 * (so a test can deploy another version of a remote beside them without touching the
 * workspace) and an empty embedded database that the server fills with its demo data.
 * E2E_DATA_DIR names a data folder to use as it is instead (the operator bench's seeded million
 * instances).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEPLOY_DIR, E2E_PORT, WORKSPACE } from '../support/paths';

/** The version a remote's build records in its area.json (shared/build/area-plugin.ts). */
function builtVersion(dist: string) {
  const { version } = JSON.parse(readFileSync(path.join(dist, 'area.json'), 'utf8')) as {
    version?: unknown;
  };
  if (typeof version !== 'string') throw new Error(`${dist}/area.json has no version: rebuild it`);
  return version;
}

/**
 * Deploys the builds as a release would (issue 26): the host as it is, each remote into its
 * version's folder, remotes/<name>/<version>/, beside which other versions can be deployed.
 */
function deploy() {
  rmSync(DEPLOY_DIR, { recursive: true, force: true });
  const hostDist = path.join(WORKSPACE, 'host/dist');
  if (!existsSync(hostDist)) throw new Error('Build the console first: pnpm build');
  cpSync(hostDist, path.join(DEPLOY_DIR, 'host'), { recursive: true });
  for (const entry of readdirSync(WORKSPACE).filter((name) => name.startsWith('remote-'))) {
    const dist = path.join(WORKSPACE, entry, 'dist');
    if (!existsSync(dist)) continue;
    const folder = path.join(DEPLOY_DIR, 'remotes', entry.slice(7), builtVersion(dist));
    cpSync(dist, folder, { recursive: true });
  }
  mkdirSync(path.join(DEPLOY_DIR, 'data'), { recursive: true });
}

deploy();
Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: process.env.E2E_DATA_DIR || path.join(DEPLOY_DIR, 'data'),
  CONSOLE_STATIC_ROOT: DEPLOY_DIR,
  LOG_LEVEL: 'warn',
  DEMO_DATA: 'true',
  // The message-queue journey's broker also listens on 127.0.0.2, the one loopback address the
  // egress policy lets through (127.0.0.1 stays refused: the connectivity journey checks it);
  // the monitors are looked for every half second so journeys wait less.
  EGRESS_ALLOW: '127.0.0.2/32',
  AUTOMATION_SYNC_MS: '500',
});
void import(pathToFileURL(path.join(WORKSPACE, 'server/dist/main.js')).href);
