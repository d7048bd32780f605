import { FILE_ROOT } from '@console/shared/contract';
import { badRequest } from '../../http/envelope';

/** A path of a store, split into its segments under the tenant's root: ['mounted', 'in', 'a.csv']. */
export type Segments = readonly string[];

export const OUTSIDE = `The path must stay inside ${FILE_ROOT}`;
const NAME_BYTES_MAX = 255;

const ROOT_SEGMENT = FILE_ROOT.replace(/\/$/, '');

/**
 * A segment that an HTTP layer, a proxy or a later decode could turn into a step out of the
 * folder: '.', '..', or percent-encoded forms of a dot, a slash or a backslash (`%2e%2e`,
 * `%252e`, the overlong `%c0%ae`).
 */
function leavesFolder(segment: string): boolean {
  if (segment === '.' || segment === '..') return true;
  let decoded = segment;
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(decoded); round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return true;
    }
    if (/^\.{1,2}$/.test(decoded) || /[/\\]/.test(decoded)) return true;
  }
  return false;
}

/**
 * The segments of a store path, or a 400 naming the problem. Every form that could leave the
 * tenant's root is refused: '..', absolute paths, drive letters, backslashes, NUL and other
 * control characters, empty segments and encoded traversal. `mounted/` itself is the root.
 */
export function parseStorePath(path: unknown): Segments {
  if (typeof path !== 'string' || path === '') throw badRequest('path is required');
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(path) || path.includes('\\')) throw badRequest(OUTSIDE);
  if (path.startsWith('/') || /^[a-z]:/i.test(path)) throw badRequest(OUTSIDE);
  const segments = path.replace(/\/$/, '').split('/');
  if (segments[0] !== ROOT_SEGMENT) throw badRequest(OUTSIDE);
  if (segments.some((segment) => segment === '' || leavesFolder(segment))) {
    throw badRequest(OUTSIDE);
  }
  if (segments.some((segment) => Buffer.byteLength(segment) > NAME_BYTES_MAX)) {
    throw badRequest(`A name has at most ${NAME_BYTES_MAX} bytes`);
  }
  return segments;
}

/** A new entry's name: one segment, by the same rules. */
export function parseEntryName(name: unknown): string {
  if (typeof name !== 'string' || !name.trim()) throw badRequest('name is required');
  if (name.includes('/')) throw badRequest("A name cannot contain '/'");
  const [, segment] = parseStorePath(`${FILE_ROOT}${name}`);
  return segment;
}

/** The path as the wire writes it: a folder's ends with '/'. */
export const pathOf = (segments: Segments, isDir: boolean) =>
  `${segments.join('/')}${isDir ? '/' : ''}`;

export const isRoot = (segments: Segments) => segments.length === 1;
