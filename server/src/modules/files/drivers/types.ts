import type { FileSortKey, SortOrder } from '@console/shared/contract';
import type { Segments } from '../store-path';

/** An entry as a driver reports it; the store turns it into the wire's FileEntry. */
export interface RawEntry {
  name: string;
  isDir: boolean;
  size: number;
  createTime: Date;
  updateTime: Date;
}

export interface ListOptions {
  prefix: string;
  sort: FileSortKey;
  order: SortOrder;
  limit: number;
  /** The sort key of the last entry of the previous page (see listing.ts). */
  after: SortPosition | undefined;
}

/** Where an entry sits in a listing: folders first, then the sort key, then the name. */
export type SortPosition = [isDir: boolean, key: number | string, name: string];

export interface RawPage {
  entries: RawEntry[];
  total: number;
  more: boolean;
}

/** What a write found: created, replaced, or refused because the name was taken. */
export type WriteOutcome = 'created' | 'overwritten' | 'exists' | 'folder';

/**
 * Where a store keeps its bytes. Every call names a tenant and the segments under that
 * tenant's root; the store has checked them (store-path.ts). The trash lives beside
 * `mounted/` under `.trash/<id>`, out of reach of any path a caller can write.
 */
export interface StorageDriver {
  readonly kind: 'local' | 'database' | 'gcs';
  list(tenant: number, dir: Segments, options: ListOptions): Promise<RawPage | undefined>;
  stat(tenant: number, at: Segments): Promise<RawEntry | undefined>;
  read(tenant: number, at: Segments): Promise<NodeJS.ReadableStream | Buffer>;
  write(tenant: number, at: Segments, content: Buffer, overwrite: boolean): Promise<WriteOutcome>;
  /** Makes the folder; its parent must exist (the root is made on demand). */
  mkdir(tenant: number, at: Segments): Promise<'created' | 'exists'>;
  /** Moves an entry (a folder with all it holds); the target must not exist. */
  move(tenant: number, from: Segments, to: Segments): Promise<void>;
  /** Removes an entry for good, a folder with all it holds. */
  purge(tenant: number, at: Segments): Promise<void>;
  /** Releases what the driver holds (connections, caches). */
  close?(): Promise<void>;
}
