import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_URL, DEPLOY_DIR, USERS, WORKSPACE } from './paths';

/**
 * `pnpm release …` as an operator types it, against the suite's running console and its deploy
 * folder (README: Releasing an area). Returns what it printed; throws when it exits non-zero.
 */
export function release(...args: string[]): string {
  return execFileSync('pnpm', ['--silent', 'release', ...args], {
    cwd: WORKSPACE,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      CONSOLE_STATIC_ROOT: DEPLOY_DIR,
      CONSOLE_URL: BASE_URL,
      CONSOLE_USER: USERS.sys.username,
      CONSOLE_PASSWORD: USERS.sys.password,
    },
  });
}

/** The versions of a remote deployed for the suite, as folder names. */
export const deployedVersions = (remote: string) =>
  readdirSync(path.join(DEPLOY_DIR, 'remotes', remote), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);

/** Builds a remote alone, with a build label, into `outputPath` (no host rebuild). */
export function buildRemote(remote: string, label: string, outputPath: string) {
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', outputPath], {
    cwd: path.join(WORKSPACE, `remote-${remote}`),
    env: { ...process.env, BUILD_LABEL: label },
    stdio: 'inherit',
    timeout: 200_000,
  });
  return (
    JSON.parse(readFileSync(path.join(outputPath, 'area.json'), 'utf8')) as { version: string }
  ).version;
}

/**
 * Replaces a text in a build's scripts, so that a version shows a visible change without a
 * second source tree; the precompressed twins of a changed file are dropped so the server
 * sends the changed one.
 */
export function changeBuiltText(folder: string, from: string, to: string) {
  let changed = 0;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
    const file = path.join(folder, name);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(file, text.split(from).join(to));
    for (const twin of ['.gz', '.br']) rmSync(`${file}${twin}`, { force: true });
    changed += 1;
  }
  if (!changed) throw new Error(`No script of ${folder} contains "${from}"`);
}
