import { and, asc, count, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { storedFiles } from '../../../db/schema';
import type { Db, DbOrTx } from '../../../db/types';
import { conflict, notFound } from '../../../http/envelope';
import type { Segments } from '../store-path';
import type { ListOptions, RawEntry, StorageDriver, WriteOutcome } from './types';

const dirOf = (at: Segments) => `${at.slice(0, -1).join('/')}/`;
const nameOf = (at: Segments) => at[at.length - 1];
const pathOf = (at: Segments) => at.join('/');

const SORT_COLUMNS = {
  name: storedFiles.name,
  size: storedFiles.size,
  createTime: storedFiles.createTime,
  updateTime: storedFiles.updateTime,
} as const;

const ENTRY = {
  name: storedFiles.name,
  isDir: storedFiles.isDir,
  size: storedFiles.size,
  createTime: storedFiles.createTime,
  updateTime: storedFiles.updateTime,
};

/**
 * The file store in the database's `stored_files` (bytea, at most 10M a file): one row per file
 * or folder, keyed by its parent's path and its name, so a page of a folder is one index range
 * read with a keyset cursor. `mounted/` always exists; a moved folder takes its rows along.
 */
export class DatabaseDriver implements StorageDriver {
  readonly kind = 'database';

  constructor(private readonly db: Db) {}

  async list(tenant: number, dir: Segments, options: ListOptions) {
    if (!(await this.isFolder(tenant, dir))) return undefined;
    const inFolder = and(
      eq(storedFiles.tenantId, tenant),
      eq(storedFiles.dir, `${pathOf(dir)}/`),
      options.prefix ? sql`starts_with(${storedFiles.name}, ${options.prefix})` : undefined,
    );
    const column = SORT_COLUMNS[options.sort];
    const direction = options.order === 'asc' ? asc : desc;
    const rows = await this.db
      .select(ENTRY)
      .from(storedFiles)
      .where(and(inFolder, this.after(options)))
      .orderBy(desc(storedFiles.isDir), direction(column), direction(storedFiles.name))
      .limit(options.limit + 1);
    const [{ total }] = await this.db.select({ total: count() }).from(storedFiles).where(inFolder);
    return { entries: rows.slice(0, options.limit), total, more: rows.length > options.limit };
  }

  async stat(tenant: number, at: Segments): Promise<RawEntry | undefined> {
    if (at.length === 1) return { ...ROOT, name: at[0] };
    const [row] = await this.db.select(ENTRY).from(storedFiles).where(this.key(tenant, at));
    return row;
  }

  async read(tenant: number, at: Segments) {
    const [row] = await this.db
      .select({ content: storedFiles.content })
      .from(storedFiles)
      .where(this.key(tenant, at));
    if (!row?.content) throw notFound(`${pathOf(at)} does not exist`);
    return row.content;
  }

  async write(tenant: number, at: Segments, content: Buffer, overwrite: boolean) {
    await this.existingFolder(tenant, at.slice(0, -1));
    const current = await this.stat(tenant, at);
    if (current?.isDir) return 'folder';
    if (current && !overwrite) return 'exists';
    const now = new Date();
    const row = { ...this.fields(tenant, at), isDir: false, size: content.length, content };
    const inserted = await this.db
      .insert(storedFiles)
      .values({ ...row, createTime: now, updateTime: now })
      .onConflictDoUpdate({
        target: [storedFiles.tenantId, storedFiles.dir, storedFiles.name],
        set: { size: content.length, content, updateTime: now },
        // Without overwrite, a name taken meanwhile is left as it is.
        setWhere: overwrite ? eq(storedFiles.isDir, false) : sql`false`,
      })
      .returning({ name: storedFiles.name });
    if (!inserted.length) return 'exists';
    return (current ? 'overwritten' : 'created') satisfies WriteOutcome;
  }

  async mkdir(tenant: number, at: Segments) {
    await this.existingFolder(tenant, at.slice(0, -1));
    const now = new Date();
    const made = await this.db
      .insert(storedFiles)
      .values({ ...this.fields(tenant, at), ...FOLDER, createTime: now, updateTime: now })
      .onConflictDoNothing()
      .returning({ name: storedFiles.name });
    return made.length ? ('created' as const) : ('exists' as const);
  }

  async move(tenant: number, from: Segments, to: Segments) {
    if (await this.stat(tenant, to)) throw conflict(`${pathOf(to)} exists`);
    const [oldPath, newPath] = [`${pathOf(from)}/`, `${pathOf(to)}/`];
    await this.db.transaction(async (tx) => {
      await this.ensureFolders(tx, tenant, to.slice(0, -1));
      await tx
        .update(storedFiles)
        .set({ dir: dirOf(to), name: nameOf(to) })
        .where(this.key(tenant, from));
      // Everything under a moved folder: its rows' parent paths change their beginning.
      await tx
        .update(storedFiles)
        .set({ dir: sql`${newPath} || substr(${storedFiles.dir}, ${oldPath.length + 1})` })
        .where(this.under(tenant, oldPath));
    });
  }

  async purge(tenant: number, at: Segments) {
    await this.db
      .delete(storedFiles)
      .where(or(this.key(tenant, at), this.under(tenant, `${pathOf(at)}/`)));
  }

  /** The rows after the cursor: folders first, then the sort key and the name. */
  private after({ after, sort, order }: ListOptions): SQL | undefined {
    if (!after) return undefined;
    const [isDir, key, name] = after;
    const column = SORT_COLUMNS[sort];
    const value = sort === 'createTime' || sort === 'updateTime' ? new Date(key) : key;
    const beyond = order === 'asc' ? gt : lt;
    const sameGroup = and(
      eq(storedFiles.isDir, isDir),
      or(beyond(column, value), and(eq(column, value), beyond(storedFiles.name, name))),
    );
    return isDir ? or(eq(storedFiles.isDir, false), sameGroup) : sameGroup;
  }

  private fields(tenant: number, at: Segments) {
    return { tenantId: tenant, dir: dirOf(at), name: nameOf(at) };
  }

  private key(tenant: number, at: Segments) {
    const { dir, name } = this.fields(tenant, at);
    return and(
      eq(storedFiles.tenantId, tenant),
      eq(storedFiles.dir, dir),
      eq(storedFiles.name, name),
    );
  }

  private under(tenant: number, folderPath: string) {
    return and(
      eq(storedFiles.tenantId, tenant),
      sql`starts_with(${storedFiles.dir}, ${folderPath})`,
    );
  }

  private async isFolder(tenant: number, at: Segments) {
    return (await this.stat(tenant, at))?.isDir === true;
  }

  private async existingFolder(tenant: number, at: Segments) {
    if (!(await this.isFolder(tenant, at))) throw notFound('The folder does not exist');
  }

  /** Makes the folders of a path that are missing (a restore into a folder deleted since). */
  private async ensureFolders(db: DbOrTx, tenant: number, at: Segments) {
    const now = new Date();
    for (let depth = 2; depth <= at.length; depth += 1) {
      await db
        .insert(storedFiles)
        .values({
          ...this.fields(tenant, at.slice(0, depth)),
          ...FOLDER,
          createTime: now,
          updateTime: now,
        })
        .onConflictDoNothing();
    }
  }
}

const FOLDER = { isDir: true, size: 0, content: null };
const ROOT = { isDir: true, size: 0, createTime: new Date(0), updateTime: new Date(0) };
