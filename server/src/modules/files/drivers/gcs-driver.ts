import { Storage, type Bucket, type File } from '@google-cloud/storage';
import { conflict, notFound } from '../../../http/envelope';
import { pageInMemory } from '../listing';
import type { Segments } from '../store-path';
import type { ListOptions, RawEntry, StorageDriver } from './types';

export interface GcsOptions {
  bucket: string;
  projectId?: string;
  /** Another endpoint than Google's (an emulator). */
  apiEndpoint?: string;
}

const EPOCH = new Date(0);
const codeOf = (error: unknown) => (error as { code?: unknown } | undefined)?.code;

const entryOf = (name: string, metadata: File['metadata']): RawEntry => ({
  name,
  isDir: false,
  size: Number(metadata.size ?? 0),
  createTime: new Date(metadata.timeCreated ?? 0),
  updateTime: new Date(metadata.updated ?? 0),
});

const folderEntry = (name: string): RawEntry => ({
  name,
  isDir: true,
  size: 0,
  createTime: EPOCH,
  updateTime: EPOCH,
});

/**
 * Google Cloud Storage (GCS_BUCKET set): a tenant's objects are named `<tenant>/mounted/…`; a
 * folder is the zero-byte object `…/` that mkdir makes, or any common prefix. GCS lists in name
 * order only, so a folder is read whole and sorted here.
 */
export class GcsDriver implements StorageDriver {
  readonly kind = 'gcs';
  private readonly bucket: Bucket;

  constructor(options: GcsOptions) {
    const storage = new Storage({ projectId: options.projectId, apiEndpoint: options.apiEndpoint });
    this.bucket = storage.bucket(options.bucket);
  }

  async list(tenant: number, dir: Segments, options: ListOptions) {
    const prefix = this.folderName(tenant, dir);
    const entries: RawEntry[] = [];
    let pageToken: string | undefined;
    do {
      const [files, next, response] = await this.bucket.getFiles({
        prefix,
        delimiter: '/',
        autoPaginate: false,
        maxResults: 1000,
        pageToken,
      });
      for (const file of files) {
        if (file.name !== prefix)
          entries.push(entryOf(file.name.slice(prefix.length), file.metadata));
      }
      const prefixes = (response as { prefixes?: string[] } | undefined)?.prefixes ?? [];
      for (const sub of prefixes) {
        const name = sub.slice(prefix.length, -1);
        entries.push(folderEntry(name));
      }
      pageToken = (next as { pageToken?: string } | null)?.pageToken;
    } while (pageToken);
    if (!entries.length && dir.length > 1 && !(await this.stat(tenant, dir))) return undefined;
    return pageInMemory(entries, options);
  }

  async stat(tenant: number, at: Segments): Promise<RawEntry | undefined> {
    const name = at[at.length - 1];
    const metadata = await this.metadataOf(this.objectName(tenant, at));
    if (metadata) return entryOf(name, metadata);
    if (at.length === 1) return folderEntry(name);
    const prefix = this.folderName(tenant, at);
    const [files] = await this.bucket.getFiles({ prefix, maxResults: 1 });
    return files.length ? folderEntry(name) : undefined;
  }

  async read(tenant: number, at: Segments) {
    return this.bucket.file(this.objectName(tenant, at)).createReadStream();
  }

  async write(tenant: number, at: Segments, content: Buffer, overwrite: boolean) {
    await this.existingFolder(tenant, at.slice(0, -1));
    const current = await this.stat(tenant, at);
    if (current?.isDir) return 'folder';
    if (current && !overwrite) return 'exists';
    try {
      await this.bucket.file(this.objectName(tenant, at)).save(content, {
        resumable: false,
        // Create only: a name taken meanwhile fails the precondition (412).
        preconditionOpts: overwrite ? undefined : { ifGenerationMatch: 0 },
      });
    } catch (error) {
      if (codeOf(error) === 412) return 'exists';
      throw error;
    }
    return current ? 'overwritten' : 'created';
  }

  async mkdir(tenant: number, at: Segments) {
    await this.existingFolder(tenant, at.slice(0, -1));
    if (await this.stat(tenant, at)) return 'exists' as const;
    await this.bucket.file(this.folderName(tenant, at)).save(Buffer.alloc(0), { resumable: false });
    return 'created' as const;
  }

  async move(tenant: number, from: Segments, to: Segments) {
    if (await this.stat(tenant, to)) throw conflict(`${to.join('/')} exists`);
    if (await this.metadataOf(this.objectName(tenant, from))) {
      await this.bucket.file(this.objectName(tenant, from)).move(this.objectName(tenant, to));
      return;
    }
    const [oldPrefix, newPrefix] = [this.folderName(tenant, from), this.folderName(tenant, to)];
    const [files] = await this.bucket.getFiles({ prefix: oldPrefix });
    for (const object of files) {
      await object.move(newPrefix + object.name.slice(oldPrefix.length));
    }
  }

  async purge(tenant: number, at: Segments) {
    await this.bucket.file(this.objectName(tenant, at)).delete({ ignoreNotFound: true });
    await this.bucket.deleteFiles({ prefix: this.folderName(tenant, at) });
  }

  /** An object's metadata in one request, or undefined when there is no such object. */
  private async metadataOf(name: string) {
    try {
      return (await this.bucket.file(name).getMetadata())[0];
    } catch (error) {
      if (codeOf(error) === 404) return undefined;
      throw error;
    }
  }

  /** Folders are only names in GCS: one is there when its placeholder or an object under it is. */
  private async existingFolder(tenant: number, at: Segments) {
    if (!(await this.stat(tenant, at))?.isDir) throw notFound('The folder does not exist');
  }

  private objectName(tenant: number, at: Segments) {
    return `${tenant}/${at.join('/')}`;
  }

  private folderName(tenant: number, at: Segments) {
    return `${this.objectName(tenant, at)}/`;
  }
}
