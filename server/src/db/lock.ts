import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Lock files this process holds: its own PID in a file it did not write is a stale lock. */
const held = new Set<string>();

/**
 * Holds `<dir>/server.lock` for this process. PGlite does not stop a second process from
 * opening the same folder, and data was lost that way (TOOLCHAIN.md). A lock whose process is
 * gone (killed) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return () => {
        if (held.delete(file)) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      // The same PID is this process only when it took the lock itself; after a restart
      // (a container's PID 1) it is a stale file from an earlier run.
      const live = holder === process.pid ? held.has(file) : holder > 0 && isAlive(holder);
      if (live) {
        throw new Error(
          `The data folder ${dir} is in use by process ${holder}. Stop it first, or set DATA_DIR.`,
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}
