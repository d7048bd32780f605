/**
 * Runs the server's integration tests with Node's test runner (node:test under tsx: the
 * server's dependencies include ES-module-only packages, which Node 20.19+ loads natively).
 * Builds the migrated template database once, then runs every test file in its own process.
 * Writes `{ passed, failed }` to $TEST_REPORT_FILE when set, for the CI summary line.
 */
import { spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildTemplate } from './database';

const testDir = __dirname;
const listTests = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listTests(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });

/**
 * The longest files start first (the route walk alone takes a couple of minutes): two run at
 * a time, and a long one started last would leave the other slot idle until it ends.
 */
const LONGEST_FIRST = ['security/route-walk', 'engine/restart', 'engine-rest/queries-scale'];
const rank = (file: string) => {
  const at = LONGEST_FIRST.findIndex((name) => file.includes(name));
  return at === -1 ? LONGEST_FIRST.length : at;
};

async function main() {
  const filters = process.argv.slice(2);
  const files = listTests(testDir)
    .filter((file) => !filters.length || filters.some((filter) => file.includes(filter)))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  await buildTemplate();
  const args = [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${Math.min(2, availableParallelism())}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    '--test-reporter-destination=stderr',
    ...files,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  let tap = '';
  child.stderr.on('data', (chunk: Buffer) => (tap += chunk.toString()));
  const code: number = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const count = (label: string) =>
    Number(tap.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const result = { passed: count('pass'), failed: count('fail') + count('cancelled') };
  console.log(
    `server tests (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${result.passed} passed, ${result.failed} failed`,
  );
  if (process.env.TEST_REPORT_FILE)
    writeFileSync(process.env.TEST_REPORT_FILE, JSON.stringify(result));
  process.exit(code === 0 && result.failed === 0 && result.passed > 0 ? 0 : 1);
}

void main();
