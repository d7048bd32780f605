import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from '../../src/db/lock';

const base = mkdtempSync(path.join(os.tmpdir(), 'console-lock-'));
after(() => rmSync(base, { recursive: true, force: true }));

let n = 0;
const folder = () => path.join(base, `data-${++n}`);

/** The PID of a process that has ended. */
const deadPid = () => {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
};

describe('lockDataDir', () => {
  it('creates the folder and a lock file holding this PID; releasing removes it', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    const file = path.join(dir, 'server.lock');
    assert.equal(readFileSync(file, 'utf8'), String(process.pid));
    release();
    assert.equal(existsSync(file), false);
  });

  it('refuses a second lock on the same folder while the first holder (this process) is alive', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    try {
      assert.throws(() => lockDataDir(dir), {
        message: `The data folder ${dir} is in use by process ${process.pid}. Stop it first, or set DATA_DIR.`,
      });
      assert.equal(
        readFileSync(path.join(dir, 'server.lock'), 'utf8'),
        String(process.pid),
        'the lock is kept',
      );
    } finally {
      release();
    }
    const again = lockDataDir(dir);
    again();
  });

  it('refuses a lock held by another live process', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    // Another process tries the same folder while this one holds it.
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `require(${JSON.stringify(path.resolve(__dirname, '../../src/db/lock.ts'))}).lockDataDir(${JSON.stringify(dir)})`,
      ],
      { cwd: path.resolve(__dirname, '../..') },
    );
    release();
    assert.notEqual(child.status, 0);
    assert.match(
      child.stderr.toString(),
      new RegExp(
        `The data folder ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by process ${process.pid}`,
      ),
    );
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    release();
    const stale = deadPid();
    writeFileSync(path.join(dir, 'server.lock'), String(stale));
    const taken = lockDataDir(dir);
    assert.equal(readFileSync(path.join(dir, 'server.lock'), 'utf8'), String(process.pid));
    taken();
    assert.equal(existsSync(path.join(dir, 'server.lock')), false);
  });

  it("takes over a stale lock left with this process's own PID (a restarted container is often PID 1)", () => {
    const dir = folder();
    const release = lockDataDir(dir);
    release();
    writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
    const taken = lockDataDir(dir);
    assert.equal(readFileSync(path.join(dir, 'server.lock'), 'utf8'), String(process.pid));
    taken();
  });

  it('takes over an empty or unreadable lock file', () => {
    const dir = folder();
    lockDataDir(dir)();
    writeFileSync(path.join(dir, 'server.lock'), '');
    const taken = lockDataDir(dir);
    assert.equal(readFileSync(path.join(dir, 'server.lock'), 'utf8'), String(process.pid));
    taken();
  });

  it('lets exactly one of several servers starting together take over a stale lock', async () => {
    const lockModule = JSON.stringify(path.resolve(__dirname, '../../src/db/lock.ts'));
    for (let round = 0; round < 3; round++) {
      const dir = folder();
      lockDataDir(dir)();
      writeFileSync(path.join(dir, 'server.lock'), String(deadPid()));
      // Each contender waits for the same instant, then tries. A winner holds the lock until
      // every contender has answered (then it is stopped): on a busy machine a contender may
      // start seconds late, and a winner that had exited by then would leave a stale lock
      // that the late one rightly takes over.
      const at = Date.now() + 1500;
      const script = `
        while (Date.now() < ${at});
        try {
          require(${lockModule}).lockDataDir(${JSON.stringify(dir)});
          console.log('won');
          setInterval(() => {}, 1000);
        } catch (error) { console.log('lost: ' + error.message); }`;
      const children = Array.from({ length: 6 }, () =>
        spawn(process.execPath, ['--import', 'tsx', '-e', script], {
          cwd: path.resolve(__dirname, '../..'),
        }),
      );
      const outcomes = await Promise.all(
        children.map((child) => {
          let out = '';
          return new Promise<string>((resolve) => {
            child.stdout.on('data', (chunk: Buffer) => {
              out += chunk.toString();
              if (out.includes('\n')) resolve(out.trim());
            });
            child.on('close', () => resolve(out.trim()));
          });
        }),
      );
      for (const child of children) child.kill();
      const winners = outcomes.filter((outcome) => outcome === 'won');
      assert.equal(winners.length, 1, `round ${round}: ${outcomes.join(' | ')}`);
      for (const outcome of outcomes.filter((o) => o !== 'won')) {
        assert.match(outcome, /^lost: The data folder .* is in use by process \d+/);
      }
    }
  });
});
