import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DEBIAN_POSTGRES = '/usr/lib/postgresql';

export interface ThrowawayPostgres {
  /** postgres://… of its `postgres` database. */
  url: string;
  /** The postmaster's pid (its backends are its children). */
  postmaster: number;
  stop: () => void;
}

/** A loopback port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Debian's newest PostgreSQL's bin folder, when installed. */
function debianBin(): string | null {
  if (!existsSync(DEBIAN_POSTGRES)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES)
    .filter((name) => existsSync(path.join(DEBIAN_POSTGRES, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(DEBIAN_POSTGRES, versions[0], 'bin') : null;
}

/**
 * A PostgreSQL of its own in a temporary folder on a free loopback port, as
 * scripts/test-all.sh starts one (initdb and pg_ctl; as the postgres user when run as root,
 * which PostgreSQL refuses to run as). Null when Debian's PostgreSQL is not installed.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = debianBin();
  if (!bin) return null;
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const run = (tool: string, args: string[]) => {
    const [command, argv] = root
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  if (root) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
    // fsync stays on: the figures are of durable commits, as in production.
    const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200`;
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', settings, 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    postmaster: Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function userIds(name: string) {
  const line = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).split(':');
  return { uid: Number(line[2]), gid: Number(line[3]) };
}
