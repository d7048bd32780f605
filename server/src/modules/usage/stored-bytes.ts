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

  constructor(
    private readonly db: Db,
    private readonly stores: { files: FileStore; cloud: FileStore },
  ) {}

  async current(tenant: number): Promise<StoredLevels> {
    let sample = this.samples.get(tenant);
    if (!sample || Date.now() - sample.at >= SAMPLE_TTL_MS) {
      const levels = {
        fileStoreBytes: await bytesUnder(this.stores.files, tenant, []),
        cloudBytes: await bytesUnder(this.stores.cloud, tenant, []),
      };
      sample = { at: Date.now(), levels, kept: false };
      this.samples.set(tenant, sample);
    }
    if (!sample.kept) {
      sample.kept = true;
      await this.keep(tenant, sample.levels);
    }
    return sample.levels;
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
