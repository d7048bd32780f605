import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Creates `file` holding `content` only if no file is there, in one step: the content is
 * written to a private file first and hard-linked into place, so that nobody ever reads the
 * lock half-written (an empty lock file looks stale).
 */
function createExclusive(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

const readHolder = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
};

/**
 * Moves a stale lock (holding `stale`) out of the way. The rename is atomic, so of two
 * processes that found the same stale lock only one moves it; a process that finds it moved a
 * fresh lock taken meanwhile by another puts it back and loses.
 */
function removeStale(file: string, stale: string) {
  const aside = `${file}.stale.${process.pid}.${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return; // another process moved it first
    throw error;
  }
  if (readFileSync(aside, 'utf8') !== stale) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
    }
  }
  rmSync(aside, { force: true });
}

/**
 * Holds `<dir>/server.lock` for this process. PGlite does not stop a second process from
 * opening the same folder, and data was lost that way (TOOLCHAIN.md). A lock whose process is
 * gone (killed) is taken over; two servers starting together never both win.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(file, String(process.pid))) {
      held.add(file);
      return () => {
        if (held.delete(file)) rmSync(file, { force: true });
      };
    }
    const content = readHolder(file);
    if (content === null) continue; // released between our two looks
    const holder = Number(content.trim());
    // The same PID is this process only when it took the lock itself; after a restart
    // (a container's PID 1) it is a stale file from an earlier run.
    const live = holder === process.pid ? held.has(file) : holder > 0 && isAlive(holder);
    if (live) {
      throw new Error(
        `The data folder ${dir} is in use by process ${holder}. Stop it first, or set DATA_DIR.`,
      );
    }
    removeStale(file, content);
  }
  throw new Error(`Could not lock ${file}`);
}
