// Dev mode with hot reload: the server (tsx watch) on :8080 and a webpack dev server per app,
// on the port its package.json names (`console.devPort`: host :3000, partners :3003, as2 :3004).
// Every remote-<name> folder is found by itself; the server's /remotes.json points at their dev
// servers, with the area each declares (area.json). The host's dev server proxies the API to
// :8080. Open :3000.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const remotes = readdirSync(root)
  .filter((entry) => entry.startsWith('remote-'))
  .map((folder) => {
    const area = readJson(`${folder}/area.json`);
    const port = readJson(`${folder}/package.json`).console.devPort;
    return { folder, name: area.remote, area, port };
  });
const remotesJson = path.join(mkdtempSync(path.join(os.tmpdir(), 'console-dev-')), 'remotes.json');
writeFileSync(
  remotesJson,
  JSON.stringify(
    remotes.map(({ name, port, area }) => ({
      name,
      entry: `http://localhost:${port}/mf-manifest.json`,
      area,
    })),
    null,
    2,
  ),
);

const serve = ['webpack', 'serve', '--mode', 'development'];
const apps = [
  {
    name: 'server',
    cwd: 'server',
    args: ['tsx', 'watch', 'src/main.ts'],
    env: { REMOTES_JSON: remotesJson },
  },
  { name: 'host', cwd: 'host', args: serve },
  ...remotes.map(({ folder, name }) => ({ name, cwd: folder, args: serve })),
];

const children = apps.map(({ name, cwd, args, env }) => {
  const child = spawn('npx', args, { cwd: path.join(root, cwd), env: { ...process.env, ...env } });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) console.log(prefix(line));
    });
  }
  child.on('exit', (code) => console.log(prefix(`exited with ${code}`)));
  return child;
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Dev console: http://localhost:3000 (API on :8080)');
