import type { QueryClock } from '../src/db/client';
import { median, ms } from './support';

const REST = '/api/camunda/engine-rest';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The calls the issue times with one million history instances. */
export const TIMED_CALLS: [string, string][] = [
  [
    'history, first page, newest first',
    `${REST}/history/process-instance?sortBy=startTime&sortOrder=desc&firstResult=0&maxResults=10`,
  ],
  [
    'history, first page, state COMPLETED',
    `${REST}/history/process-instance?state=COMPLETED&sortBy=startTime&sortOrder=desc&firstResult=0&maxResults=10`,
  ],
  ['history count', `${REST}/history/process-instance/count`],
  ['history count, state COMPLETED', `${REST}/history/process-instance/count?state=COMPLETED`],
  ['definition statistics', `${REST}/process-definition/statistics?incidents=true`],
  ['dashboard instance statistics', '/api/camunda/statistics'],
  [
    'dashboard task totals, 30 days',
    `/stat/api/task/total?from=${day(-30)}%2000:00:00&to=${day(0)}%2023:59:59`,
  ],
];

/**
 * Times each call over real HTTP on 127.0.0.1, sequentially, and the SQL time inside it:
 * the median of `rounds` calls after a warm-up.
 */
export async function timeQueries(
  baseUrl: string,
  token: string,
  clock: QueryClock,
  rounds: number,
) {
  const rows: { name: string; http: number; sql: number }[] = [];
  for (const [name, url] of TIMED_CALLS) {
    const http: number[] = [];
    const sqlTimes: number[] = [];
    for (let round = -3; round < rounds; round++) {
      const before = clock.totalMs;
      const started = performance.now();
      const response = await fetch(`${baseUrl}${url}`, { headers: { token } });
      const body = await response.text();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`${url}: ${response.status} ${body}`);
      if (round < 0) continue;
      http.push(elapsed);
      sqlTimes.push(clock.totalMs - before);
    }
    rows.push({ name, http: median(http), sql: median(sqlTimes) });
  }
  for (const row of rows) {
    const verdict = row.http < 50 ? 'under 50 ms' : 'OVER 50 ms';
    console.log(
      `  ${row.name.padEnd(38)} HTTP ${ms(row.http).padStart(9)}   SQL ${ms(row.sql).padStart(9)}   ${verdict}`,
    );
  }
  return rows;
}
