// Dev mode with hot reload: the server (tsx watch) on :8080 and a webpack dev server per app
// (host :3000, partners :3003, as2 :3004, ARCHITECTURE.md). The server's /remotes.json points at
// the remotes' dev servers; the host's dev server proxies the API to :8080. Open :3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = [
  {
    name: 'server',
    cwd: 'server',
    args: ['tsx', 'watch', 'src/main.ts'],
    env: { REMOTES_JSON: path.join(root, 'scripts/dev-remotes.json') },
  },
  { name: 'host', cwd: 'host', args: ['webpack', 'serve', '--mode', 'development'] },
  { name: 'partners', cwd: 'remote-partners', args: ['webpack', 'serve', '--mode', 'development'] },
  { name: 'as2', cwd: 'remote-as2', args: ['webpack', 'serve', '--mode', 'development'] },
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
