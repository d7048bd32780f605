import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { badRequest, conflict, notFound } from '../../../http/envelope';
import { OUTSIDE, type Segments } from '../store-path';
import { FolderCache, rawEntryOf } from './folder-cache';
import type { ListOptions, StorageDriver, WriteOutcome } from './types';

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * Files on the local disk, one folder per tenant under `baseDir`: `<baseDir>/<tenant>/mounted/…`
 * as SPEC writes paths, so an SFTP server or a mounted volume can share the tree. Uploads are
 * written whole to `<tenant>/.tmp` and then linked or renamed into place, so a reader never
 * sees half a file and a refused upload leaves nothing behind.
 */
export class LocalDriver implements StorageDriver {
  readonly kind = 'local';
  private readonly folders = new FolderCache();
  private readonly realRoots = new Map<number, string>();

  constructor(private readonly baseDir: string) {}

  async list(tenant: number, dir: Segments, options: ListOptions) {
    const full = await this.contained(tenant, dir);
    const stats = await fs.stat(full).catch(() => undefined);
    if (!stats?.isDirectory()) return undefined;
    return this.folders.page(full, stats.mtimeMs, options);
  }

  async stat(tenant: number, at: Segments) {
    const full = await this.contained(tenant, at);
    const stats = await fs.lstat(full).catch(() => undefined);
    if (!stats || !(stats.isFile() || stats.isDirectory())) return undefined;
    return rawEntryOf(at[at.length - 1], stats);
  }

  async read(tenant: number, at: Segments) {
    return createReadStream(await this.contained(tenant, at));
  }

  async write(tenant: number, at: Segments, content: Buffer, overwrite: boolean) {
    const full = await this.contained(tenant, at);
    await this.existingFolder(path.dirname(full));
    const current = await fs.lstat(full).catch(() => undefined);
    if (current?.isDirectory()) return 'folder';
    if (current && !overwrite) return 'exists';
    const temp = path.join(await this.root(tenant), '.tmp', randomUUID());
    await fs.mkdir(path.dirname(temp), { recursive: true });
    try {
      await fs.writeFile(temp, content);
      if (overwrite) await fs.rename(temp, full);
      // A link fails when the name was taken meanwhile: the upload never replaces by accident.
      else await fs.link(temp, full);
    } catch (error) {
      if (codeOf(error) === 'EEXIST') return 'exists';
      throw error;
    } finally {
      // Gone after a rename; a second name of the file after a link. (fs.rm would lstat first.)
      await fs.unlink(temp).catch((error: unknown) => {
        if (codeOf(error) !== 'ENOENT') throw error;
      });
      this.folders.forget(path.dirname(full));
    }
    return (current ? 'overwritten' : 'created') satisfies WriteOutcome;
  }

  async mkdir(tenant: number, at: Segments) {
    const full = await this.contained(tenant, at);
    await this.existingFolder(path.dirname(full));
    try {
      await fs.mkdir(full);
      return 'created' as const;
    } catch (error) {
      if (codeOf(error) === 'EEXIST') return 'exists' as const;
      throw error;
    } finally {
      this.folders.forget(path.dirname(full));
    }
  }

  async move(tenant: number, from: Segments, to: Segments) {
    const source = await this.contained(tenant, from);
    const target = await this.contained(tenant, to);
    if (await fs.lstat(target).catch(() => undefined)) {
      throw conflict(`${to.join('/')} exists`);
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(source, target);
    this.folders.forget(path.dirname(source));
    this.folders.forget(path.dirname(target));
  }

  async purge(tenant: number, at: Segments) {
    const full = await this.contained(tenant, at);
    await fs.rm(full, { recursive: true, force: true });
    this.folders.forget(path.dirname(full));
  }

  /** The tenant's root, made on first use with its `mounted/` folder. */
  private async root(tenant: number) {
    const known = this.realRoots.get(tenant);
    if (known) return known;
    const root = path.join(this.baseDir, String(tenant));
    await fs.mkdir(path.join(root, 'mounted'), { recursive: true });
    const real = await fs.realpath(root);
    this.realRoots.set(tenant, real);
    return real;
  }

  /**
   * The full path of the segments, refused when a symbolic link on the way leads out of the
   * tenant's root: the deepest part that exists must resolve inside it.
   */
  private async contained(tenant: number, at: Segments) {
    const root = await this.root(tenant);
    const full = path.join(root, ...at);
    for (let probe = full; ; probe = path.dirname(probe)) {
      try {
        const real = await fs.realpath(probe);
        if (real !== root && !real.startsWith(`${root}${path.sep}`)) throw badRequest(OUTSIDE);
        return full;
      } catch (error) {
        if (codeOf(error) !== 'ENOENT' || probe === root) throw error;
      }
    }
  }

  private async existingFolder(full: string) {
    const stats = await fs.stat(full).catch(() => undefined);
    if (!stats?.isDirectory()) throw notFound('The folder does not exist');
  }
}
