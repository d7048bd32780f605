import { lstatSync, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { firstAfter, pageInMemory } from '../listing';
import type { ListOptions, RawEntry, RawPage } from './types';

/** How long the sizes and times of a whole folder are trusted for sorting by them. */
const STATS_TTL_MS = 5_000;
const FOLDERS_KEPT = 64;

interface Folder {
  mtimeMs: number;
  /** Files and folders (no links), folders first, by name. */
  names: { name: string; isDir: boolean }[];
  stats?: { at: number; entries: RawEntry[] };
}

/**
 * The names of recently listed folders, kept while the folder's mtime stays the same, so a page
 * of a folder of 100,000 files costs a binary search and the stat of its own entries, not a
 * read and a sort of the whole folder. Sorting by size or time needs every entry's stats: those
 * are kept for a few seconds.
 */
export class FolderCache {
  private readonly folders = new Map<string, Folder>();

  forget(dir: string) {
    this.folders.delete(dir);
  }

  async page(dir: string, mtimeMs: number, options: ListOptions): Promise<RawPage> {
    const folder = await this.folder(dir, mtimeMs);
    if (options.sort !== 'name') return pageInMemory(this.allStats(dir, folder), options);
    const placeholders = folder.names
      .filter((entry) => entry.name.startsWith(options.prefix))
      .map((entry) => ({ ...entry, size: 0, createTime: EPOCH, updateTime: EPOCH }));
    // Folders first either way: descending is each group read backwards.
    const sorted =
      options.order === 'asc'
        ? placeholders
        : [
            ...placeholders.filter((entry) => entry.isDir).reverse(),
            ...placeholders.filter((entry) => !entry.isDir).reverse(),
          ];
    const start = options.after ? firstAfter(sorted, options) : 0;
    const slice = sorted.slice(start, start + options.limit);
    // The page's own entries are read fresh: an overwrite in place keeps the folder's mtime.
    const entries = slice.flatMap((entry) => statOf(dir, entry.name));
    return { entries, total: sorted.length, more: start + options.limit < sorted.length };
  }

  private async folder(dir: string, mtimeMs: number): Promise<Folder> {
    const known = this.folders.get(dir);
    if (known && known.mtimeMs === mtimeMs) return known;
    const dirents = await fs.readdir(dir, { withFileTypes: true });
    const names = dirents
      .filter((entry) => entry.isFile() || entry.isDirectory())
      .map((entry) => ({ name: entry.name, isDir: entry.isDirectory() }));
    names.sort((a, b) =>
      a.isDir !== b.isDir ? (a.isDir ? -1 : 1) : a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    const folder = { mtimeMs, names };
    if (this.folders.size >= FOLDERS_KEPT) this.folders.delete(this.folders.keys().next().value!);
    this.folders.set(dir, folder);
    return folder;
  }

  private allStats(dir: string, folder: Folder) {
    if (folder.stats && Date.now() - folder.stats.at < STATS_TTL_MS) return folder.stats.entries;
    const entries = folder.names.flatMap((entry) => statOf(dir, entry.name));
    folder.stats = { at: Date.now(), entries };
    return entries;
  }
}

const EPOCH = new Date(0);

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
