/**
 * The file store and the cloud storage on the wire (issue 12, SPEC §5, §7 "Upload and files"
 * and "Cloud storage", §9). Both stores speak the same shapes; the cloud one lives under
 * /api/gcp/gcs. Paths are written as SPEC writes them: `mounted/inbound/orders/`.
 */

import { UPLOAD_MAX_BYTES } from './envelope';

/** SPEC §9: the default file path prefix. Every path of either store starts with it. */
export const FILE_ROOT = 'mounted/';

export const FILE_LIMITS = {
  /** SPEC §9: the upload maximum, 10M. */
  uploadBytes: UPLOAD_MAX_BYTES,
  /** SPEC §5: a folder name has at most 250 characters. */
  folderName: 250,
  /** Entries of one listing page: the default and the most a call may ask for. */
  pageDefault: 200,
  pageMax: 1000,
  /** Paths of one batch removal. */
  batchMax: 1000,
  /** Days a deleted entry stays in the trash before it is purged. */
  trashDays: 30,
} as const;

export const FILE_MESSAGES = {
  tooBig: 'The file is too big',
  unsupportedType: 'Unsupported upload file type, please try again',
  folderSlash: "A folder name cannot contain '/'",
  folderTooLong: `A folder name has at most ${FILE_LIMITS.folderName} characters`,
  folderEmpty: 'Please enter a folder name',
  containsSelected: 'A folder that contains selected folders cannot be deleted',
} as const;

/**
 * The types an upload may have when the call names none (lower-case extensions): the documents
 * a supply-chain flow exchanges. A call may narrow the list with `types`, never widen it.
 */
export const DEFAULT_UPLOAD_TYPES = [
  'csv',
  'txt',
  'xml',
  'json',
  'edi',
  'x12',
  'edifact',
  'idoc',
  'dat',
  'tsv',
  'xlsx',
  'xls',
  'pdf',
  'zip',
  'gz',
  'bpmn',
  'yaml',
  'yml',
  'png',
  'jpg',
  'jpeg',
] as const;

export type FileEntryType = 'Directory' | 'file';

/** One entry of a listing (SPEC §3 "Cloud file entry", plus the size and the full path). */
export interface FileEntry {
  name: string;
  /** The full path; a folder's ends with '/'. */
  path: string;
  type: FileEntryType;
  /** Bytes; 0 for a folder. */
  size: number;
  createTime: string;
  updateTime: string;
}

export const FILE_SORT_KEYS = ['name', 'size', 'createTime', 'updateTime'] as const;
export type FileSortKey = (typeof FILE_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

/**
 * GET /api/file/fileList, /api/getFileListDetails/{path}, /api/gcp/gcs/ls: one page of a
 * folder, folders first, then by `sort`; `cursor` is the previous page's `nextCursor`.
 */
export interface FileListQuery {
  path: string;
  cursor?: string;
  limit?: number;
  /** Only names that start with this (case-sensitive). */
  prefix?: string;
  sort?: FileSortKey;
  order?: SortOrder;
}

export interface FilePage {
  path: string;
  entries: FileEntry[];
  /** Entries of the folder that match the prefix, over all pages. */
  total: number;
  /** null on the last page. */
  nextCursor: string | null;
}

/**
 * POST /api/fileUpload and /api/gcp/gcs/upload, multipart: `file`, `path` (the folder), `flg`
 * ('overwrite' replaces a file of the same name; anything else refuses it with 409) and the
 * optional `types` (comma-separated extensions the call accepts).
 */
export const UPLOAD_OVERWRITE = 'overwrite';

export interface UploadResult {
  path: string;
  size: number;
  overwritten: boolean;
}

/** POST …/mkdir: a folder `name` inside `path`. */
export interface MkdirBody {
  path: string;
  name: string;
}

/** POST …/batch-remove: each path's status, 0 for removed (SPEC §8). */
export interface RemoveStatus {
  path: string;
  status: number;
  message?: string;
}

export const REMOVE_STATUS = { removed: 0, notFound: 1, refused: 2 } as const;

/** An entry in the trash (GET …/trash); POST …/restore puts it back by id. */
export interface TrashEntry {
  id: number;
  path: string;
  type: FileEntryType;
  size: number;
  deletedBy: string;
  deletedAt: string;
  /** When it is purged: `trashDays` after the delete. */
  expiresAt: string;
}

export type FileAuditAction = 'upload' | 'overwrite' | 'mkdir' | 'delete' | 'restore';

/** GET …/audit?path=: who did what to a path, and when, newest first. */
export interface FileAuditEntry {
  id: number;
  path: string;
  action: FileAuditAction;
  username: string;
  size: number | null;
  time: string;
}

/** Where one store answers each call (docs/files.md): the server routes and the console call these. */
export interface StoreUrls {
  list: string;
  upload: string;
  download: string;
  mkdir: string;
  batchRemove: string;
  trash: string;
  restore: string;
  audit: string;
}

/** SPEC §7 "Upload and files", with the trash and the audit of issue 12. */
export const FILE_STORE_URLS: StoreUrls = {
  list: '/api/file/fileList',
  upload: '/api/fileUpload',
  download: '/download',
  mkdir: '/api/file/mkdir',
  batchRemove: '/api/file/batch-remove',
  trash: '/api/file/trash',
  restore: '/api/file/restore',
  audit: '/api/file/audit',
};

/** SPEC §7 "Cloud storage": the same calls under /api/gcp/gcs. */
export const CLOUD_STORE_BASE = '/api/gcp/gcs';
export const CLOUD_STORE_URLS: StoreUrls = {
  list: `${CLOUD_STORE_BASE}/ls`,
  upload: `${CLOUD_STORE_BASE}/upload`,
  download: `${CLOUD_STORE_BASE}/download`,
  mkdir: `${CLOUD_STORE_BASE}/mkdir`,
  batchRemove: `${CLOUD_STORE_BASE}/batch-remove`,
  trash: `${CLOUD_STORE_BASE}/trash`,
  restore: `${CLOUD_STORE_BASE}/restore`,
  audit: `${CLOUD_STORE_BASE}/audit`,
};

/** GET /api/gcp/gcs/bucket. */
export interface BucketInfo {
  bucket: string;
  /** 'local' is a folder of the server's data; 'gcs' is Google Cloud Storage. */
  driver: 'local' | 'gcs';
}

/** The problem with a folder name, or undefined (SPEC §5). */
export function folderNameProblem(name: string): string | undefined {
  if (!name.trim()) return FILE_MESSAGES.folderEmpty;
  if (name.includes('/')) return FILE_MESSAGES.folderSlash;
  if (name.length > FILE_LIMITS.folderName) return FILE_MESSAGES.folderTooLong;
  return undefined;
}

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The accepted types of a call: its own list within the defaults, or the defaults. */
export function acceptedTypes(requested?: readonly string[]): readonly string[] {
  const defaults: readonly string[] = DEFAULT_UPLOAD_TYPES;
  const asked = (requested ?? []).map((type) => type.trim().replace(/^\./, '').toLowerCase());
  const narrowed = asked.filter((type) => defaults.includes(type));
  return asked.some(Boolean) ? narrowed : defaults;
}

/** Whether an upload's name has one of the accepted types. */
export const isAcceptedType = (fileName: string, types: readonly string[]) =>
  types.includes(fileExtension(fileName));

/** The folders of a path, for a breadcrumb: `mounted/a/b/` → mounted/, mounted/a/, mounted/a/b/. */
export function folderTrail(path: string): { name: string; path: string }[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((name, index) => ({ name, path: `${parts.slice(0, index + 1).join('/')}/` }));
}
