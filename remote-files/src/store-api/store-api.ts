import type {
  FileAuditEntry,
  FileEntry,
  FileListQuery,
  FilePage,
  MkdirBody,
  RemoveStatus,
  TrashEntry,
  UploadResult,
} from '@console/shared';

/** The two stores the browser shows: the server's file store and the cloud bucket. */
export type StoreKind = 'files' | 'gcs';

/** One file sent into a folder, under its own name or under another one (a rename). */
export interface UploadRequest {
  /** The target folder, ending with '/'. */
  folder: string;
  file: File;
  /** The name to store it under; the file's own when absent. */
  name?: string;
  /** Replace a file of the same name instead of answering 409. */
  overwrite?: boolean;
  /** Extensions this upload accepts, within the server's defaults. */
  types?: readonly string[];
}

/** Percent of one upload sent so far. */
export type OnProgress = (percent: number) => void;

/**
 * The calls both stores answer with the same shapes (contract/wire/files.ts); each store's
 * module implements them against its own URLs, so every screen works on either.
 */
export interface StoreApi {
  kind: StoreKind;
  list: (query: FileListQuery) => Promise<FilePage>;
  upload: (request: UploadRequest, onProgress?: OnProgress) => Promise<UploadResult>;
  download: (path: string) => Promise<Blob>;
  mkdir: (body: MkdirBody) => Promise<FileEntry>;
  /** Moves paths to the trash; each answers its own status. */
  remove: (paths: string[]) => Promise<RemoveStatus[]>;
  trash: () => Promise<TrashEntry[]>;
  restore: (id: number) => Promise<FileEntry>;
  audit: (path: string) => Promise<FileAuditEntry[]>;
}
