/**
 * Runs the server's integration tests with Node's test runner (node:test under tsx: the
 * server's dependencies include ES-module-only packages, which Node 20.19+ loads natively).
 * Builds the migrated template database once, then runs the test files a few to a process
 * (see GROUP_SIZE). Writes `{ passed, failed }` to $TEST_REPORT_FILE when set, for the CI
 * summary line, and the TAP stream to $TEST_TAP_FILE.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os, { availableParallelism } from 'node:os';
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
 * The longest files start first (the route walk alone took 380 s in a CI run here): two run at
 * a time, and a long one started last would leave the other slot idle until it ends.
 */
const LONGEST_FIRST = [
  'scale/cluster',
  'scale/batch-kill',
  'security/route-walk',
  'engine/restart',
  'engine-rest/queries-scale',
  'monitors/mq-kill',
  'monitors/two-processes',
];
const rank = (file: string) => {
  const at = LONGEST_FIRST.findIndex((name) => file.includes(name));
  return at === -1 ? LONGEST_FIRST.length : at;
};

/**
 * Test files per process. A process costs about 2 s of CPU before its first test (Node, tsx and
 * the server's modules); files sharing a process each still get their own server and database
 * (their top-level hooks start them). Six to a process took the PGlite run from 7.6 to 6.8
 * minutes here (issue 25) against three.
 */
const GROUP_SIZE = Number(process.env.TEST_GROUP_SIZE ?? 6);
/**
 * Files that run alone: the long ones (so the two slots stay balanced), any file with a
 * top-level beforeEach or afterEach, which node:test would apply to its group's every test, and
 * the several-processes files. Their top-level hooks start server processes (seconds of CPU
 * each); grouped, the group's hooks started six at once, and beside the build and the unit
 * tests one of them was not up within its 90 s in a CI run here.
 */
const ALONE = [...LONGEST_FIRST, 'connectors/worker-scheduler', 'scale/', 'monitors/two-processes'];

/** A test file, and whether a PostgreSQL run runs it on the embedded database. */
type TestFile = { path: string; embedded: boolean };
const USE_EMBEDDED = path.join(testDir, 'use-embedded.ts');

/**
 * The files as node:test runs them: each a generated file importing one file that runs alone, or
 * a group (of files on one database). node:test starts its files in the order of their paths, so
 * the generated names begin with their place: the long ones start first, as LONGEST_FIRST means.
 * A file that a PostgreSQL run runs on PGlite imports use-embedded.ts first.
 */
function groupFiles(files: TestFile[], dir: string) {
  const isAlone = (file: TestFile) => ALONE.some((name) => file.path.includes(name));
  const runs = files.filter(isAlone).map((file) => [file]);
  for (const embedded of [false, true]) {
    const rest = files.filter((file) => !isAlone(file) && file.embedded === embedded);
    for (let at = 0; at < rest.length; at += GROUP_SIZE) runs.push(rest.slice(at, at + GROUP_SIZE));
  }
  runs.sort((a, b) => rank(a[0].path) - rank(b[0].path));
  return runs.map((members, place) => {
    const embedded = onPostgres && members[0].embedded;
    const names = members.map((file) =>
      path.relative(testDir, file.path).replace(/\.test\.ts$/, ''),
    );
    const label = `${embedded ? 'pglite~' : ''}${names.join('+').replace(/[/\\]/g, '~')}`;
    const run = path.join(dir, `${String(place).padStart(3, '0')}-${label}.test.ts`);
    const imports = [...(embedded ? [USE_EMBEDDED] : []), ...members.map((file) => file.path)];
    writeFileSync(run, imports.map((file) => `import ${JSON.stringify(file)};\n`).join(''));
    return run;
  });
}

/**
 * Files run on the embedded database only: a run with a PostgreSQL (TEST_DATABASE_URL) runs them
 * on PGlite, beside the others on PostgreSQL, so that CI runs the suite once (issue 28: CI is held
 * under 30 minutes on 2 cores). PGlite is PostgreSQL itself: the same SQL, planner and
 * constraints; what differs is the driver, the one connection and the data folder.
 * - The route walk (380 s of one slot in a CI run here) checks every route with bad input, and
 *   so every route on the embedded database, which README's first command starts.
 * - The files about PGlite itself: its folder, its lock, its thread, the demo data it starts with.
 * - Files that never reach the database: the script threads' stalls, the egress policy, the
 *   script language's suites (the Groovy corpus, the grammar, the language, 'upgrade'), the AS2
 *   message core.
 * The other files run on PostgreSQL, and ON_BOTH on both: the drivers' own differences (bytes,
 * prepared statements' encoders, refused statements' errors).
 */
const EMBEDDED_ONLY = [
  'security/route-walk',
  'db/pglite',
  'db/lock',
  'db/demo',
  'threads/pglite-thread',
  'security/script-stall',
  'security/egress',
  'scripts/groovy-corpus',
  'scripts/grammar',
  'scripts/language',
  'scripts/runtime',
  'scripts/upgrade',
  'releases/audience',
  // The broker going away and coming back: the database plays no part in it that the other
  // monitor tests do not run on PostgreSQL too.
  'monitors/mq-broker',
  // The AS2 message core (CMS, MIME, MDN against OpenSSL) never reaches the database.
  'as2/message-',
  // Code without a database: the expression language, the variable codec, a step's change set,
  // the worker-thread plumbing, the wire schemas, the port rules, the in-process bus, BPMN
  // content checks, the egress policy's address rules and the secrets mask.
  'engine/expressions',
  'engine/variable-codec',
  'engine/step-changes',
  'threads/thread-',
  'contract/wire-schemas',
  'as2/port-rules',
  'cluster/local-bus',
  'factory/bpmn-content',
  'security/egress-address',
  'security/secrets-mask',
  // Who may call what and what an answer looks like, decided before or after the database
  // (the roles, the body limits, download headers, health, the static console, the script
  // sandbox), and the releases' files on disk: the same on either database.
  '/access.test',
  'auth/guard',
  'http/health',
  'static/console',
  'security/download-headers',
  'security/input-limits',
  'security/data-dir',
  'security/script-isolation',
  'security/egress-remote',
  'releases/',
  'market/',
];
/** Files a PostgreSQL run runs on PostgreSQL and again on PGlite: where the drivers differ. */
const ON_BOTH = ['db/prepared', 'http/database-errors', 'files/files-database'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Paths left out (comma-separated parts of a path): CI runs the several-processes tests apart. */
const EXCLUDED = (process.env.TEST_EXCLUDE ?? '').split(',').filter(Boolean);
const matches = (file: string, names: string[]) => names.some((name) => file.includes(name));

/** The files to run, and on which database: all on PGlite without a PostgreSQL. */
function chooseFiles(filters: string[]): TestFile[] {
  const files = listTests(testDir)
    .filter((file) => !filters.length || filters.some((filter) => file.includes(filter)))
    .filter((file) => !matches(file, EXCLUDED))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  if (!onPostgres) return files.map((file) => ({ path: file, embedded: true }));
  return files.flatMap((file) => [
    ...(matches(file, EMBEDDED_ONLY) ? [] : [{ path: file, embedded: false }]),
    ...(matches(file, [...EMBEDDED_ONLY, ...ON_BOTH]) ? [{ path: file, embedded: true }] : []),
  ]);
}

async function main() {
  const files = chooseFiles(process.argv.slice(2));
  const onPglite = files.filter((file) => file.embedded).length;
  const where = onPostgres
    ? `PostgreSQL, and PGlite for ${onPglite} of ${files.length} files`
    : 'PGlite';
  await buildTemplate({ pglite: files.some((file) => file.embedded) });
  const groupDir = mkdtempSync(path.join(os.tmpdir(), 'console-test-groups-'));
  const args = [
    '--import',
    'tsx',
    '--test',
    // A file's process ends when its tests and hooks have: a test that timed out with work still
    // pending (a loop, a timer) would otherwise keep it alive, and node:test waits for it.
    '--test-force-exit',
    `--test-concurrency=${Math.min(2, availableParallelism())}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    '--test-reporter-destination=stderr',
    ...groupFiles(files, groupDir),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  let tap = '';
  child.stderr.on('data', (chunk: Buffer) => (tap += chunk.toString()));
  const code: number = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  rmSync(groupDir, { recursive: true, force: true });
  const count = (label: string) =>
    Number(tap.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const result = { passed: count('pass'), failed: count('fail') + count('cancelled') };
  console.log(`server tests (${where}): ${result.passed} passed, ${result.failed} failed`);
  if (process.env.TEST_TAP_FILE) writeFileSync(process.env.TEST_TAP_FILE, tap);
  if (process.env.TEST_REPORT_FILE)
    writeFileSync(process.env.TEST_REPORT_FILE, JSON.stringify(result));
  process.exit(code === 0 && result.failed === 0 && result.passed > 0 ? 0 : 1);
}

void main();
