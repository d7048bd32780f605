import { lstatSync, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pageOfSorted, sortEntries } from '../listing';
import type { ListOptions, RawEntry, RawPage } from './types';

/** How long the sizes and times of a whole folder are trusted for sorting by them. */
const STATS_TTL_MS = 5_000;
const FOLDERS_KEPT = 64;

interface Folder {
  mtimeMs: number;
  /** Names of the folders and of the files (no links), each in code-unit order. */
  dirs: string[];
  files: string[];
  stats?: { at: number; entries: RawEntry[]; sorted: Map<string, RawEntry[]> };
}

/** The first index whose name is not below `name` (binary search). */
function lowerBound(names: readonly string[], name: string) {
  let low = 0;
  let high = names.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (names[middle] < name) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first index whose name is above `name`. */
function upperBound(names: readonly string[], name: string) {
  const at = lowerBound(names, name);
  return names[at] === name ? at + 1 : at;
}

/**
 * The names of recently listed folders, kept while the folder's mtime stays the same, so a page
 * of a folder of 100,000 files by name costs two binary searches and the stat of its own
 * entries, with nothing made per entry of the folder. Sorting by size or time needs every
 * entry's stats: those, and their sorted orders, are kept for a few seconds.
 */
export class FolderCache {
  private readonly folders = new Map<string, Folder>();

  forget(dir: string) {
    this.folders.delete(dir);
  }

  async page(dir: string, mtimeMs: number, options: ListOptions): Promise<RawPage> {
    const folder = await this.folder(dir, mtimeMs);
    if (options.sort !== 'name') return this.pageByStats(dir, folder, options);
    const matching = (names: string[]) =>
      options.prefix ? names.filter((name) => name.startsWith(options.prefix)) : names;
    const dirs = matching(folder.dirs);
    const files = matching(folder.files);
    const asc = options.order === 'asc';
    // The listing is the folders, then the files, each read forwards or backwards.
    const nameAt = (at: number) =>
      at < dirs.length
        ? dirs[asc ? at : dirs.length - 1 - at]
        : files[asc ? at - dirs.length : files.length - 1 - (at - dirs.length)];
    const total = dirs.length + files.length;
    const start = this.start(dirs, files, options);
    const end = Math.min(total, start + options.limit);
    const entries: RawEntry[] = [];
    // The page's own entries are read fresh: an overwrite in place keeps the folder's mtime.
    for (let at = start; at < end; at++) entries.push(...statOf(dir, nameAt(at)));
    return { entries, total, more: end < total };
  }

  /** Where the page after the cursor starts in the folders-then-files order. */
  private start(dirs: string[], files: string[], { after, order }: ListOptions) {
    if (!after) return 0;
    const [isDir, , name] = after;
    const names = isDir ? dirs : files;
    const passed =
      order === 'asc' ? upperBound(names, name) : names.length - lowerBound(names, name);
    return isDir ? passed : dirs.length + passed;
  }

  private pageByStats(dir: string, folder: Folder, options: ListOptions): RawPage {
    if (!folder.stats || Date.now() - folder.stats.at >= STATS_TTL_MS) {
      const names = [...folder.dirs, ...folder.files];
      folder.stats = {
        at: Date.now(),
        entries: names.flatMap((name) => statOf(dir, name)),
        sorted: new Map(),
      };
    }
    const orderKey = `${options.sort}:${options.order}`;
    let sorted = folder.stats.sorted.get(orderKey);
    if (!sorted) {
      sorted = sortEntries(folder.stats.entries, options);
      folder.stats.sorted.set(orderKey, sorted);
    }
    return pageOfSorted(sorted, options);
  }

  private async folder(dir: string, mtimeMs: number): Promise<Folder> {
    const known = this.folders.get(dir);
    if (known && known.mtimeMs === mtimeMs) return known;
    const dirents = await fs.readdir(dir, { withFileTypes: true });
    const dirs: string[] = [];
    const files: string[] = [];
    for (const entry of dirents) {
      if (entry.isDirectory()) dirs.push(entry.name);
      else if (entry.isFile()) files.push(entry.name);
    }
    // The default sort is by UTF-16 code units, as `<` compares: the binary searches rely on it.
    const folder = { mtimeMs, dirs: dirs.sort(), files: files.sort() };
    if (this.folders.size >= FOLDERS_KEPT) this.folders.delete(this.folders.keys().next().value!);
    this.folders.set(dir, folder);
    return folder;
  }
}

export const rawEntryOf = (name: string, stats: Stats): RawEntry => ({
  name,
  isDir: stats.isDirectory(),
  size: stats.isDirectory() ? 0 : stats.size,
  // Some file systems keep no birth time (0): the inode's change time is the nearest fact.
  createTime: stats.birthtimeMs > 0 ? stats.birthtime : stats.ctime,
  updateTime: stats.mtime,
});

/** The entry's facts, or nothing when it went away or is no longer a file or a folder. */
function statOf(dir: string, name: string): RawEntry[] {
  try {
    const stats = lstatSync(path.join(dir, name));
    return stats.isFile() || stats.isDirectory() ? [rawEntryOf(name, stats)] : [];
  } catch {
    return [];
  }
}
