import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { connect } from 'amqplib';

/**
 * RabbitMQ brokers for the message-queue monitor's tests: Debian's rabbitmq-server started on
 * loopback with folders, ports, node name and Erlang cookie of its own (never the system
 * service), or the broker CI started once for all files (TEST_AMQP_URL).
 */
export interface Rabbit {
  /** amqp://guest:guest@127.0.0.1:<port> */
  url: string;
  /** The values of an `amqp` credential for this broker. */
  credential: { host: string; port: number; vhost: string; username: string; password: string };
  port: number;
  /** Stops the broker (a private one) or gives this file's share back (the shared one). */
  stop(): Promise<void>;
  /** Stops and starts the same broker, its queues and persistent messages kept. */
  restart(): Promise<void>;
}

/** A second loopback address the private brokers listen on too (see startRabbit). */
export const SECOND_LOOPBACK = '127.0.0.2';

const SERVER = process.env.RABBITMQ_SERVER ?? '/usr/lib/rabbitmq/bin/rabbitmq-server';
const BOOT_MS = 90_000;
const STOP_MS = 30_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Waits until the broker answers AMQP (its port opens late in the boot, but checked anyway). */
async function waitForBroker(url: string, child: ChildProcess, log: string) {
  const until = Date.now() + BOOT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`rabbitmq-server exited:\n${tail(log)}`);
    try {
      const connection = await connect(url, { timeout: 2000 });
      await connection.close();
      return;
    } catch (error) {
      if (Date.now() > until)
        throw new Error(`rabbitmq-server did not start: ${String(error)}\n${tail(log)}`, {
          cause: error,
        });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const tail = (log: string) => {
  try {
    return readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
};

/**
 * The start script stays as the VM's parent (it turns SIGTERM into an orderly stop): SIGKILL
 * goes to the whole process group, or the VM would outlive its script.
 */
const killGroup = (child: ChildProcess) => {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
};

const living = new Set<ChildProcess>();
const folders = new Set<string>();
// A test process that ends without its after hooks must not leave brokers (or folders) behind.
process.once('exit', () => {
  for (const child of living) killGroup(child);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A private broker in a fresh temporary folder, on free loopback ports. */
export async function startRabbit(): Promise<Rabbit> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'console-rabbit-'));
  folders.add(root);
  const home = path.join(root, 'home');
  for (const dir of [home, path.join(root, 'mnesia'), path.join(root, 'log')]) mkdirSync(dir);
  const cookie = path.join(home, '.erlang.cookie');
  writeFileSync(cookie, randomBytes(20).toString('hex').toUpperCase());
  chmodSync(cookie, 0o400);
  const port = await freePort();
  const distPort = await freePort();
  // Also on 127.0.0.2: the journeys' server allows only that loopback address through its
  // egress policy, so that 127.0.0.1 stays refused as the connectivity journey expects.
  writeFileSync(
    path.join(root, 'rabbitmq.conf'),
    `listeners.tcp.default = 127.0.0.1:${port}\nlisteners.tcp.second = ${SECOND_LOOPBACK}:${port}\n`,
  );
  writeFileSync(path.join(root, 'enabled_plugins'), '[].\n');
  writeFileSync(path.join(root, 'rabbitmq-env.conf'), '');
  const env = {
    ...process.env,
    HOME: home,
    RABBITMQ_NODENAME: `console-test-${process.pid}-${port}@localhost`,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(port),
    RABBITMQ_DIST_PORT: String(distPort),
    RABBITMQ_MNESIA_BASE: path.join(root, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(root, 'log'),
    RABBITMQ_CONFIG_FILE: path.join(root, 'rabbitmq.conf'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(root, 'enabled_plugins'),
    RABBITMQ_CONF_ENV_FILE: path.join(root, 'rabbitmq-env.conf'),
    RABBITMQ_PID_FILE: path.join(root, 'rabbitmq.pid'),
  };
  const url = `amqp://guest:guest@127.0.0.1:${port}`;
  const log = path.join(root, 'server.log');
  let child: ChildProcess | null = null;

  const boot = async () => {
    const out = openSync(log, 'a');
    const started = spawn(SERVER, [], {
      env,
      cwd: root,
      stdio: ['ignore', out, out],
      detached: true,
    });
    closeSync(out);
    child = started;
    living.add(started);
    // Killed with SIGKILL, this process runs no exit hook: a watchdog ends the broker then.
    const orphaned = `kill -9 -${started.pid}; sleep 1; rm -rf '${root}'`;
    const watchdog = spawn(
      'sh',
      ['-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done; ${orphaned}`],
      { detached: true, stdio: 'ignore' },
    );
    watchdog.unref();
    started.once('exit', () => {
      living.delete(started);
      watchdog.kill('SIGKILL');
    });
    await waitForBroker(url, started, log);
  };

  const halt = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // SIGTERM is RabbitMQ's orderly shutdown: clients get connection.close (320).
    running.kill('SIGTERM');
    const timer = setTimeout(() => killGroup(running), STOP_MS);
    await exited;
    clearTimeout(timer);
  };

  await boot().catch(async (error: unknown) => {
    await halt();
    rmSync(root, { recursive: true, force: true });
    folders.delete(root);
    throw error;
  });
  return {
    url,
    credential: { host: '127.0.0.1', port, vhost: '/', username: 'guest', password: 'guest' },
    port,
    restart: async () => {
      await halt();
      await boot();
    },
    stop: async () => {
      await halt();
      rmSync(root, { recursive: true, force: true });
      folders.delete(root);
    },
  };
}

let shared: { broker: Promise<Rabbit>; users: number } | null = null;

/**
 * The broker a test file may share with others: CI's (TEST_AMQP_URL), else one private
 * broker per test process, stopped when the last file using it gives its share back. Files
 * keep apart by their queue names; restart() is refused (use startRabbit for that).
 */
export async function sharedRabbit(): Promise<Rabbit> {
  const given = process.env.TEST_AMQP_URL;
  if (given) {
    const url = new URL(given);
    const port = Number(url.port) || 5672;
    return {
      url: given,
      credential: {
        host: url.hostname,
        port,
        vhost: decodeURIComponent(url.pathname.slice(1)) || '/',
        username: decodeURIComponent(url.username) || 'guest',
        password: decodeURIComponent(url.password) || 'guest',
      },
      port,
      stop: async () => undefined,
      restart: () => Promise.reject(new Error('The shared broker is not restarted by tests')),
    };
  }
  shared ??= { broker: startRabbit(), users: 0 };
  shared.users += 1;
  const mine = shared;
  const broker = await mine.broker;
  let released = false;
  return {
    ...broker,
    restart: () => Promise.reject(new Error('The shared broker is not restarted by tests')),
    stop: async () => {
      if (released) return;
      released = true;
      mine.users -= 1;
      if (mine.users === 0) {
        if (shared === mine) shared = null;
        await broker.stop();
      }
    },
  };
}

/**
 * `node --import tsx test/rabbit.ts`: one broker for a whole CI run. Prints its URL (for
 * TEST_AMQP_URL) on one line, and stops it on SIGTERM or SIGINT.
 */
if (require.main === module) {
  void startRabbit().then((broker) => {
    process.stdout.write(`${broker.url}\n`);
    const stop = () => void broker.stop().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    setInterval(() => undefined, 60_000);
  });
}
