import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Group and other bits: none of the server's own files has any. */
const SHARED = 0o077;

/**
 * Makes the server's data folder and whatever it creates its user's only (issue 22 §5): the
 * embedded database (the JWT secret is in it), credential.key, the file stores. Sets the
 * process umask to 077, creates the folder 700, and tightens an existing folder that is looser
 * (the folder only: what is inside cannot be reached through it). Returns the umask before.
 */
export function privateDataDir(dir: string): number {
  const before = process.umask(SHARED);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (statSync(dir).mode & SHARED) chmodSync(dir, 0o700);
  return before;
}

/**
 * Takes group and other access off every file and folder under `dir`. PGlite's initdb writes
 * its files 666 whatever the umask (they come out of an archive with their modes); what it
 * writes later follows the umask.
 */
export function tightenTree(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) tightenTree(full);
    const mode = statSync(full).mode & 0o777;
    if (mode & SHARED) chmodSync(full, mode & ~SHARED);
  }
  const mode = statSync(dir).mode & 0o777;
  if (mode & SHARED) chmodSync(dir, mode & ~SHARED);
}

/** Whether `file` can be read or written by others than its owner. */
export const isShared = (file: string) => (statSync(file).mode & SHARED) !== 0;
