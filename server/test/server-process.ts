import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { multipartFile } from './engine/api';

const SERVER_DIR = path.resolve(__dirname, '..');

export interface ServerProcess {
  base: string;
  token: string;
  child: ChildProcess;
  /** A platform call as the demo admin; throws on a non-2xx answer. */
  request: <T>(method: string, url: string, body?: unknown) => Promise<T>;
  deploy: (name: string, xml: string) => Promise<void>;
  /** SIGKILL, and resolves when the process is gone. */
  kill: () => Promise<void>;
}

/**
 * The server as its own process (`src/main.ts` under tsx) on a loopback port, signed in as the
 * demo admin: for tests of what only separate processes show (kill -9, several processes on
 * one PostgreSQL). `env` adds to the test's environment (DATA_DIR, DATABASE_URL …).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A first start on an empty database took 18-20 s of CPU here (the server's modules, its
  // threads, migrations and demo data): on a machine busy with other suites, minutes.
  const deadline = Date.now() + 180_000;
  let token = '';
  while (!token) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('the server process did not start');
    }
    const up = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    }).catch(() => null);
    if (up?.ok) token = ((await up.json()) as { data: { token: string } }).data.token;
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const request = async <T>(method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  return {
    base,
    token,
    child,
    request,
    async deploy(name, xml) {
      const form = multipartFile(name, xml);
      const response = await fetch(`${base}/api/camunda/deploy`, {
        method: 'POST',
        headers: { token, ...form.headers },
        body: form.payload,
      });
      if (!response.ok) throw new Error(`deploy: ${response.status} ${await response.text()}`);
    },
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
