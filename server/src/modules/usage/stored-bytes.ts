import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { positionOf } from '../files/listing';
import type { FileStore } from '../files/store';
import type { Segments } from '../files/store-path';
import { utcDayOf } from './meter';

/** How long a sampled total is trusted; uploads meanwhile are added to it. */
const SAMPLE_TTL_MS = 30_000;
const PAGE = 1000;

export interface StoredLevels {
  fileStoreBytes: number;
  cloudBytes: number;
}

/** Every byte under `dir` of the tenant's store, folder by folder and page by page. */
async function bytesUnder(store: FileStore, tenant: number, dir: Segments): Promise<number> {
  let total = 0;
  let after: ReturnType<typeof positionOf> | undefined;
  for (;;) {
    const page = await store.driver.list(tenant, dir, {
      prefix: '',
      sort: 'name',
      order: 'asc',
      limit: PAGE,
      after,
    });
    if (!page) return total;
    for (const entry of page.entries) {
      total += entry.isDir ? await bytesUnder(store, tenant, [...dir, entry.name]) : entry.size;
    }
    const last = page.entries.at(-1);
    if (!page.more || !last) return total;
    after = positionOf(last, 'name');
  }
}

/**
 * The bytes each tenant stores in the file store and the cloud storage: a level, not a count,
 * so it is sampled (walking the tenant's stores) when read, at most every SAMPLE_TTL_MS, and
 * each sample is kept as the day's peak in usage_daily. Uploads in between are added to the
 * sample, so that a quota check between samples sees them.
 */
export class StoredBytes {
  private samples = new Map<number, { at: number; levels: StoredLevels; kept: boolean }>();
  /** A walk in progress per tenant: uploads arriving meanwhile wait for it, not walk again. */
  private walks = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly stores: { files: FileStore; cloud: FileStore },
  ) {}

  /**
   * The tenant's levels now, walking its stores when the sample is stale (and keeping each new
   * sample as the day's peak). An upload's quota check asks this: between samples an upload
   * costs no write of its own, the next sample or report keeps what it added.
   */
  async level(tenant: number): Promise<StoredLevels> {
    const sample = this.samples.get(tenant);
    if (sample && Date.now() - sample.at < SAMPLE_TTL_MS) return sample.levels;
    let walk = this.walks.get(tenant);
    if (!walk) {
      walk = (async () => {
        const levels = {
          fileStoreBytes: await bytesUnder(this.stores.files, tenant, []),
          cloudBytes: await bytesUnder(this.stores.cloud, tenant, []),
        };
        this.samples.set(tenant, { at: Date.now(), levels, kept: true });
        await this.keep(tenant, levels);
      })().finally(() => this.walks.delete(tenant));
      this.walks.set(tenant, walk);
    }
    await walk;
    return this.samples.get(tenant)!.levels;
  }

  /** The levels now, kept as the day's peak when uploads changed them since (reports). */
  async current(tenant: number): Promise<StoredLevels> {
    const levels = await this.level(tenant);
    const sample = this.samples.get(tenant)!;
    if (!sample.kept) {
      sample.kept = true;
      await this.keep(tenant, levels);
    }
    return levels;
  }

  /** Bytes just written by an upload, counted until the next sample. */
  written(tenant: number, store: 'files' | 'gcs', bytes: number) {
    const sample = this.samples.get(tenant);
    if (!sample) return;
    if (store === 'files') sample.levels.fileStoreBytes += bytes;
    else sample.levels.cloudBytes += bytes;
    sample.kept = false;
  }

  /** The day's peak: a later, lower sample of another process never lowers it. */
  private async keep(tenant: number, levels: StoredLevels) {
    const day = utcDayOf(new Date());
    await this.db.execute(sql`
      insert into usage_daily (tenant_id, metric, day, n)
      select ${tenant}, v.metric, ${day}::date, v.n
        from (values ('fileStoreBytes', ${levels.fileStoreBytes}::bigint),
                     ('cloudBytes', ${levels.cloudBytes}::bigint)) as v(metric, n)
        join bp on bp.id = ${tenant}
      on conflict (tenant_id, metric, day) do update set n = greatest(usage_daily.n, excluded.n)`);
  }
}
