import type { QueryClock } from '../src/db/client';
import { EngineThreads } from '../src/engine/runtime/engine-thread';
import { ThreadProfiler, type ProfileItem, type ProfileSummary } from '../src/threads/cpu-profile';

/** Items printed (BENCH_PROFILE_TOP): enough to see the next thing to work on. */
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 12);

/**
 * Runs `phase` under the CPU profiler of this thread and of every engine thread, then prints
 * where the time went: each thread's busy time beside the SQL time (QueryClock: the time
 * queries were awaited, which on the embedded database is its own thread's work), and the
 * functions with the most self time across the threads.
 */
export async function profiled<T>(clock: QueryClock, phase: () => Promise<T>): Promise<T> {
  const main = new ThreadProfiler('main thread');
  const engines = [...EngineThreads.open];
  await main.start();
  await Promise.all(engines.map((threads) => threads.profileStart()));
  const sqlBefore = clock.totalMs;
  const started = performance.now();
  let result: T;
  try {
    result = await phase();
  } finally {
    const wallMs = performance.now() - started;
    const summaries = [await main.stop()];
    for (const threads of engines) summaries.push(...(await threads.profileStop()));
    printProfile(
      summaries.filter((s): s is ProfileSummary => s !== null),
      wallMs,
      clock.totalMs - sqlBefore,
    );
  }
  return result;
}

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

function printProfile(summaries: ProfileSummary[], wallMs: number, sqlMs: number) {
  console.log(`  profile of that round (${(wallMs / 1000).toFixed(2)} s wall):`);
  for (const summary of summaries) {
    console.log(
      `    ${summary.thread}: busy ${summary.busyMs.toFixed(0)} ms (${pct(summary.busyMs, wallMs)} of the wall), heap ${summary.heapMb.toFixed(0)} MB`,
    );
  }
  console.log(
    `    SQL awaited: ${sqlMs.toFixed(0)} ms, summed over concurrent queries (the database's own work: its thread or server, not profiled)`,
  );
  const busy = summaries.reduce((sum, s) => sum + s.busyMs, 0);
  const byKind = new Map<string, number>();
  // The engine threads run the same code: one line per function and kind of thread.
  const merged = new Map<string, ProfileItem & { thread: string }>();
  for (const s of summaries) {
    for (const item of s.items) {
      const key = `${s.thread}\u0000${item.where}`;
      const line = merged.get(key) ?? { ...item, thread: s.thread, selfMs: 0 };
      line.selfMs += item.selfMs;
      merged.set(key, line);
    }
  }
  const items = [...merged.values()];
  for (const item of items) byKind.set(item.kind, (byKind.get(item.kind) ?? 0) + item.selfMs);
  console.log(
    `    self time by kind: ${[...byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms (${pct(ms, busy)})`)
      .join(', ')}`,
  );
  console.log(`    top ${TOP} functions by self time (% of all profiled threads' busy time):`);
  for (const item of items.sort((a, b) => b.selfMs - a.selfMs).slice(0, TOP)) {
    console.log(
      `    ${item.selfMs.toFixed(0).padStart(7)} ms ${pct(item.selfMs, busy).padStart(6)}  [${item.thread}, ${item.kind}] ${item.where}`,
    );
  }
}
