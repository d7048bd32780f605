import { badRequest } from '../../http/envelope';

/** A file or folder name, as most file systems allow one: at most 255 bytes of UTF-8. */
export const NAME_BYTES_MAX = 255;
export const TAG_CHARS_MAX = 64;
const BPMN_FILE = /\.(bpmn|xml)$/i;

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * One name of a file or folder, or a 400 naming `field`. A name is one path segment: no '/'
 * (nor '\', which some clients take for one), not '.' or '..', no control characters.
 */
export function entryName(field: string, name: string): string {
  if (!name.trim()) throw badRequest(`${field} is required`);
  if (name.includes('/') || name.includes('\\')) {
    throw badRequest(`${field} must not contain '/' or '\\'`);
  }
  if (name === '.' || name === '..') throw badRequest(`${field} must not be '.' or '..'`);
  if (CONTROL.test(name)) throw badRequest(`${field} must not contain control characters`);
  if (name !== name.trim()) throw badRequest(`${field} must not start or end with a space`);
  if (Buffer.byteLength(name) > NAME_BYTES_MAX) {
    throw badRequest(`${field} must be at most ${NAME_BYTES_MAX} bytes`);
  }
  return name;
}

/** A BPMN file's name: a name that ends with .bpmn or .xml. */
export function bpmnFileName(field: string, name: string): string {
  entryName(field, name);
  if (!BPMN_FILE.test(name)) throw badRequest(`${field} must end with .bpmn or .xml`);
  return name;
}

/** Where an entry is: its folder (with its '/', '' at the root) and its name. */
export interface EntryPath {
  dir: string;
  name: string;
}

const segmentsOf = (field: string, path: string) =>
  path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '') throw badRequest(`${field} must not start with '/' or hold '//'`);
      return entryName(field, segment);
    });

/** A folder as the API names it ('' or '/' the root, `a/b` or `a/b/`) → its `dir` form `a/b/`. */
export function folderDir(field: string, path: string | undefined): string {
  if (path === undefined || path === '' || path === '/') return '';
  return `${segmentsOf(field, path).join('/')}/`;
}

/** The path of an existing entry (`a/b/order.bpmn`, `a/b`), split into its folder and name. */
export function entryPath(field: string, path: string): EntryPath {
  if (path === '' || path === '/') throw badRequest(`${field} is required`);
  const segments = segmentsOf(field, path);
  const name = segments.pop() as string;
  return { dir: segments.length ? `${segments.join('/')}/` : '', name };
}

/** A folder `dir` (`a/b/`) as the entry that is that folder ({ dir: 'a/', name: 'b' }). */
export function folderEntry(dir: string): EntryPath {
  const segments = dir.replace(/\/$/, '').split('/');
  const name = segments.pop() as string;
  return { dir: segments.length ? `${segments.join('/')}/` : '', name };
}

/** The path the API shows: folder and name, with no trailing '/'. */
export const pathOf = ({ dir, name }: EntryPath) => `${dir}${name}`;

/**
 * A tag: 1–64 characters, no ',' (an upload sends its tags as one comma-separated field), no
 * control characters, no space at either end.
 */
export function tagName(field: string, tag: string): string {
  if (!tag.trim()) throw badRequest(`${field} is required`);
  if (tag.includes(',')) throw badRequest(`${field} must not contain ','`);
  if (CONTROL.test(tag)) throw badRequest(`${field} must not contain control characters`);
  if (tag !== tag.trim()) throw badRequest(`${field} must not start or end with a space`);
  if ([...tag].length > TAG_CHARS_MAX) {
    throw badRequest(`${field} must be at most ${TAG_CHARS_MAX} characters`);
  }
  return tag;
}

/** A list of tags, each checked, without repeats, in the order given. */
export const tagList = (field: string, tags: readonly string[]) => [
  ...new Set(tags.map((tag) => tagName(field, tag))),
];
