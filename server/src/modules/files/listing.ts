import type { FileEntry, FileSortKey, SortOrder } from '@console/shared/contract';
import { badRequest } from '../../http/envelope';
import type { ListOptions, RawEntry, RawPage, SortPosition } from './drivers/types';
import { pathOf, type Segments } from './store-path';

/** The value an entry is sorted by. Times sort by their milliseconds. */
export function sortKeyOf(entry: RawEntry, sort: FileSortKey): number | string {
  if (sort === 'name') return entry.name;
  if (sort === 'size') return entry.size;
  return entry[sort].getTime();
}

export const positionOf = (entry: RawEntry, sort: FileSortKey): SortPosition => [
  entry.isDir,
  sortKeyOf(entry, sort),
  entry.name,
];

const compareValues = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/** Folders first in either order; then the key, then the name, both in the asked order. */
export function comparePositions(a: SortPosition, b: SortPosition, order: SortOrder): number {
  if (a[0] !== b[0]) return a[0] ? -1 : 1;
  const sign = order === 'asc' ? 1 : -1;
  return sign * (compareValues(a[1], b[1]) || compareValues(a[2], b[2]));
}

/** The cursor of a page's last entry: opaque to the console. */
export const encodeCursor = (position: SortPosition) =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

/** A cursor back into its position, checked against the sort it was made for. */
export function decodeCursor(
  cursor: string | undefined,
  sort: FileSortKey,
): SortPosition | undefined {
  if (!cursor) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('The cursor is not one this listing gave');
  }
  const keyType = sort === 'name' ? 'string' : 'number';
  if (
    !Array.isArray(value) ||
    value.length !== 3 ||
    typeof value[0] !== 'boolean' ||
    typeof value[1] !== keyType ||
    typeof value[2] !== 'string'
  ) {
    throw badRequest('The cursor is not one this listing gave');
  }
  return value as SortPosition;
}

/** One page of entries held in memory: filtered, sorted and cut after the cursor. */
export const pageInMemory = (all: readonly RawEntry[], options: ListOptions): RawPage =>
  pageOfSorted(sortEntries(all, options), options);

/** The entries in listing order: folders first, then the sort key, then the name. */
export const sortEntries = (all: readonly RawEntry[], { sort, order }: ListOptions) =>
  [...all].sort((a, b) => comparePositions(positionOf(a, sort), positionOf(b, sort), order));

/** One page of entries already in listing order: those with the prefix, after the cursor. */
export function pageOfSorted(sorted: readonly RawEntry[], options: ListOptions): RawPage {
  const matching = options.prefix
    ? sorted.filter((entry) => entry.name.startsWith(options.prefix))
    : sorted;
  const start = options.after ? firstAfter(matching, options) : 0;
  const entries = matching.slice(start, start + options.limit);
  return { entries, total: matching.length, more: start + options.limit < matching.length };
}

/** The index of the first sorted entry after the cursor (binary search). */
export function firstAfter(sorted: readonly RawEntry[], options: ListOptions): number {
  const after = options.after as SortPosition;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const position = positionOf(sorted[middle], options.sort);
    if (comparePositions(position, after, options.order) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A driver's entry as the wire carries it. */
export const wireEntry = (dir: Segments, entry: RawEntry): FileEntry => ({
  name: entry.name,
  path: pathOf([...dir, entry.name], entry.isDir),
  type: entry.isDir ? 'Directory' : 'file',
  size: entry.size,
  createTime: entry.createTime.toISOString(),
  updateTime: entry.updateTime.toISOString(),
});
