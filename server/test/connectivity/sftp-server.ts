import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const SSHD = '/usr/sbin/sshd';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/**
 * Debian's OpenSSH server on a loopback port, for the SFTP package's tests: its own host key,
 * config and authorized key in a temporary folder; the test's user signs in with a key.
 */
export async function startSftpServer() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sftp-test-'));
  const key = (name: string) => {
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(dir, name)]);
    return path.join(dir, name);
  };
  const hostKey = key('host_key');
  const clientKey = key('client_key');
  writeFileSync(path.join(dir, 'authorized_keys'), readFileSync(`${clientKey}.pub`));
  // Privilege separation wants this folder when sshd runs as root.
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true });
  const port = await freePort();
  const config = path.join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKey}`,
      `PidFile ${path.join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
      'StrictModes no',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PubkeyAuthentication yes',
      'PermitRootLogin prohibit-password',
      'UsePAM no',
      'Subsystem sftp internal-sftp',
      'LogLevel ERROR',
    ].join('\n') + '\n',
  );
  const sshd = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  sshd.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForPort(port, () => stderr);
  const files = path.join(dir, 'files');
  mkdirSync(files);
  return {
    port,
    username: os.userInfo().username,
    privateKey: readFileSync(clientKey, 'utf8'),
    /** A folder the tests read and write through SFTP. */
    files,
    close: () => {
      sshd.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, stderr: () => string) {
  for (let tries = 0; tries < 100; tries++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createServer();
      socket.once('error', () => resolve(true));
      socket.listen(port, '127.0.0.1', () => socket.close(() => resolve(false)));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`sshd did not listen on ${port}: ${stderr()}`);
}

export const sshdInstalled = () => existsSync(SSHD);
