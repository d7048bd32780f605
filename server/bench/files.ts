/**
 * `pnpm bench:files`: the file store's figures (issue 12 §3), over HTTP on 127.0.0.1.
 *   1. A folder of 100,000 files (made once on disk in BENCH_DATA_DIR, reused): the first page
 *      of the listing, on the first call after start (the folder not yet read) and then the
 *      median of BENCH_ROUNDS calls, by name and by size; then every page by cursor to the end.
 *   2. A 10 MB upload (multipart, overwrite), median of BENCH_ROUNDS.
 * Targets: first page under 50 ms, the upload under 2 s; exits non-zero when one is missed.
 * BENCH_FILE_STORE=database measures the database driver instead (the folder is then uploaded
 * once through the store, which takes minutes).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { FILE_LIMITS, FILE_STORE_URLS, type FilePage } from '@console/shared/contract';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { createStores } from '../src/modules/files/stores';
import { seedDemoData } from '../src/seed/demo';
import { median, ms, signIn } from './support';

const FILES = Number(process.env.BENCH_FILES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const FOLDER = 'bench-100k';
const TARGET_PAGE_MS = 50;
const TARGET_UPLOAD_MS = 2000;

/** The folder of FILES files, made once: on disk for the local driver, else through the store. */
async function ensureFolder(
  config: ReturnType<typeof readConfig>,
  db: Parameters<typeof createStores>[0],
  tenant: number,
) {
  const { files } = createStores(db, config);
  const actor = { tenant, username: 'admin' };
  const page = await files.list(tenant, { path: 'mounted/', prefix: FOLDER });
  if (!page.entries.length) await files.mkdir(actor, 'mounted/', FOLDER);
  const inside = await files.list(tenant, { path: `mounted/${FOLDER}/`, limit: 1 });
  if (inside.total >= FILES) return;
  console.log(`Making ${FILES.toLocaleString('en-US')} files in mounted/${FOLDER}/ (once)`);
  const dir = path.join(config.dataDir, 'files', String(tenant), 'mounted', FOLDER);
  for (let at = inside.total; at < FILES; at++) {
    const name = `f${String(at).padStart(6, '0')}.csv`;
    const content = Buffer.from(`row,${at}\n`.repeat(1 + (at % 7)));
    if (config.fileStore === 'local') writeFileSync(path.join(dir, name), content);
    else
      await files.upload(actor, {
        folder: `mounted/${FOLDER}/`,
        fileName: name,
        content,
        overwrite: true,
      });
  }
}

async function timed<T>(call: () => Promise<T>) {
  const start = performance.now();
  const value = await call();
  return { value, ms: performance.now() - start };
}

async function main() {
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'console-bench-files');
  mkdirSync(dataDir, { recursive: true });
  const config = {
    ...readConfig(),
    dataDir,
    demoData: true,
    logLevel: 'warn',
    alarmScanMs: 0,
    fileStore:
      process.env.BENCH_FILE_STORE === 'database' ? ('database' as const) : ('local' as const),
  };
  const database = await openDatabase(config);
  const { db } = database;
  await seedDemoData(db, config);
  const [admin] = await db
    .select({ bpId: users.bpId })
    .from(users)
    .where(eq(users.username, 'admin'));
  await ensureFolder(config, db, admin.bpId);

  const app = await buildApp({ db, config, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await signIn(app, 'admin', 'admin');
  const headers = { token };
  const list = async (query: Record<string, string>) => {
    const params = new URLSearchParams({ path: `mounted/${FOLDER}/`, ...query });
    const response = await fetch(`${base}${FILE_STORE_URLS.list}?${params}`, { headers });
    if (!response.ok) throw new Error(`list: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: FilePage }).data;
  };
  let missed = false;
  const verdict = (value: number, target: number) => {
    if (value >= target) missed = true;
    return value < target ? `ok (target ${target} ms)` : `OVER (target ${target} ms)`;
  };
  try {
    console.log(
      `\n1. A folder of ${FILES.toLocaleString('en-US')} files, ${config.fileStore} driver (HTTP on 127.0.0.1, ${FILE_LIMITS.pageDefault} a page):`,
    );
    for (const [label, query] of [
      ['by name', {}],
      ['by size, descending', { sort: 'size', order: 'desc' }],
      ['by name, prefix f09', { prefix: 'f09' }],
    ] as const) {
      const first = await timed(() => list(query));
      const rounds: number[] = [];
      for (let round = 0; round < ROUNDS; round++) rounds.push((await timed(() => list(query))).ms);
      console.log(
        `  first page ${label}: first call ${ms(first.ms)}, median ${ms(median(rounds))} ${verdict(median(rounds), TARGET_PAGE_MS)}; total ${first.value.total.toLocaleString('en-US')}`,
      );
    }
    let cursor: string | null = null;
    let pages = 0;
    let slowest = 0;
    const walk = await timed(async () => {
      do {
        const page = await timed(() =>
          list({ limit: String(FILE_LIMITS.pageMax), ...(cursor ? { cursor } : {}) }),
        );
        slowest = Math.max(slowest, page.ms);
        cursor = page.value.nextCursor;
        pages++;
      } while (cursor);
    });
    console.log(
      `  every page of ${FILE_LIMITS.pageMax} by cursor: ${pages} pages in ${ms(walk.ms)}, slowest ${ms(slowest)}`,
    );

    console.log(`\n2. A 10 MB upload (multipart, overwrite; median of ${ROUNDS}):`);
    const body = Buffer.alloc(10 * 1024 * 1024, 7);
    const uploads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const form = new FormData();
      form.append('path', 'mounted/');
      form.append('flg', 'overwrite');
      form.append('file', new Blob([body]), 'bench-10mb.dat');
      const upload = await timed(() =>
        fetch(`${base}${FILE_STORE_URLS.upload}`, { method: 'POST', headers, body: form }),
      );
      if (!upload.value.ok)
        throw new Error(`upload: ${upload.value.status} ${await upload.value.text()}`);
      uploads.push(upload.ms);
    }
    console.log(
      `  median ${ms(median(uploads))} ${verdict(median(uploads), TARGET_UPLOAD_MS)}; slowest ${ms(Math.max(...uploads))}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
