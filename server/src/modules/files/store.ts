import {
  acceptedTypes,
  FILE_LIMITS,
  FILE_MESSAGES,
  folderNameProblem,
  isAcceptedType,
  type FileEntry,
  type FileListQuery,
  type FilePage,
  type UploadResult,
} from '@console/shared/contract';
import type { Db } from '../../db/types';
import { ApiError, badRequest, conflict, notFound } from '../../http/envelope';
import type { StorageDriver } from './drivers/types';
import { decodeCursor, encodeCursor, positionOf, wireEntry } from './listing';
import { parseEntryName, parseStorePath, pathOf } from './store-path';
import { FileRecords, type StoreName } from './records';

/** Who acts, in which tenant: the audit log names them. */
export interface StoreActor {
  tenant: number;
  username: string;
}

export interface UploadInput {
  folder: string;
  fileName: string;
  content: Buffer;
  overwrite: boolean;
  types?: string[];
}

/** The tenant's stored-bytes quota (issue 24): checked before an upload, told what it wrote. */
export interface StoreQuota {
  admit(tenant: number, quota: 'storedBytes', bytes: number): Promise<void>;
  stored(tenant: number, store: StoreName, bytes: number): void;
}

/**
 * One store (the file store, or the cloud storage) of every tenant: the rules of SPEC §5 and
 * issue 12 over a storage driver. Paths are checked here, before any driver sees them; deletes
 * go to the trash (records.ts), and every change is written to the audit log.
 */
export class FileStore {
  readonly records: FileRecords;
  /** Told after a file was written and recorded (the file monitors look at once). */
  written: ((tenant: number) => void) | undefined;
  quota: StoreQuota | undefined;

  constructor(
    db: Db,
    readonly driver: StorageDriver,
    readonly name: StoreName,
  ) {
    this.records = new FileRecords(db, driver, name);
  }

  async list(tenant: number, query: FileListQuery): Promise<FilePage> {
    const dir = parseStorePath(query.path);
    const sort = query.sort ?? 'name';
    const page = await this.driver.list(tenant, dir, {
      prefix: query.prefix ?? '',
      sort,
      order: query.order ?? 'asc',
      limit: Math.min(query.limit ?? FILE_LIMITS.pageDefault, FILE_LIMITS.pageMax),
      after: decodeCursor(query.cursor, sort),
    });
    if (!page) throw notFound('The folder does not exist');
    const last = page.entries.at(-1);
    return {
      path: pathOf(dir, true),
      entries: page.entries.map((entry) => wireEntry(dir, entry)),
      total: page.total,
      nextCursor: page.more && last ? encodeCursor(positionOf(last, sort)) : null,
    };
  }

  async upload(actor: StoreActor, input: UploadInput): Promise<UploadResult> {
    const dir = parseStorePath(input.folder);
    const name = parseEntryName(input.fileName);
    if (!isAcceptedType(name, acceptedTypes(input.types))) {
      throw new ApiError(415, FILE_MESSAGES.unsupportedType);
    }
    const at = [...dir, name];
    await this.quota?.admit(actor.tenant, 'storedBytes', input.content.length);
    const outcome = await this.driver.write(actor.tenant, at, input.content, input.overwrite);
    if (outcome === 'exists') throw conflict(`${name} exists in ${pathOf(dir, true)}`);
    if (outcome === 'folder') throw conflict(`${name} is a folder in ${pathOf(dir, true)}`);
    const path = pathOf(at, false);
    const overwritten = outcome === 'overwritten';
    await this.records.noteWrite(actor, path, overwritten ? 'overwrite' : 'upload', input.content);
    this.quota?.stored(actor.tenant, this.name, input.content.length);
    this.written?.(actor.tenant);
    return { path, size: input.content.length, overwritten };
  }

  /** A file's bytes, for GET /download. */
  async download(tenant: number, path: string) {
    const at = parseStorePath(path);
    const entry = await this.driver.stat(tenant, at);
    if (!entry || entry.isDir) throw notFound(`${pathOf(at, false)} does not exist`);
    return { name: entry.name, size: entry.size, body: await this.driver.read(tenant, at) };
  }

  async mkdir(actor: StoreActor, folder: string, name: string): Promise<FileEntry> {
    const problem = folderNameProblem(name);
    if (problem) throw badRequest(problem);
    const dir = parseStorePath(folder);
    const at = [...dir, parseEntryName(name)];
    if ((await this.driver.mkdir(actor.tenant, at)) === 'exists') {
      throw conflict(`${name} exists in ${pathOf(dir, true)}`);
    }
    await this.records.note(actor, pathOf(at, true), 'mkdir', null);
    const entry = await this.driver.stat(actor.tenant, at);
    return wireEntry(
      dir,
      entry ?? { name, isDir: true, size: 0, createTime: new Date(), updateTime: new Date() },
    );
  }
}
