/**
 * Writes the answers of real Groovy 2.4 for the script-language corpus
 * (test/scripts/groovy-corpus/*.groovy → answers.json: what each printed; results.json: the
 * script's value, when not null), which groovy-corpus.test.ts compares our sandbox with. CI needs no Groovy: the answers are in the repository. Run after adding or
 * changing a snippet:
 *   export JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64; cd server && pnpm groovy:answers
 * All snippets run in one JVM (groovy-answers.groovy): starting one per snippet takes minutes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const corpus = path.join(__dirname, '..', 'test', 'scripts', 'groovy-corpus');

/** The checksum of a snippet's text (groovy-corpus.test.ts computes it the same way). */
const snippetChecksum = (dir: string, name: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(dir, `${name}.groovy`), 'utf8'))
    .digest('hex')
    .slice(0, 16);
const driver = path.join(__dirname, 'groovy-answers.groovy');

const run = spawnSync('groovy', [driver, corpus], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (run.error) {
  console.error(`Cannot run groovy (${run.error.message}): install Groovy 2.4 and set JAVA_HOME`);
  process.exit(1);
}
if (run.status !== 0) process.exit(run.status ?? 1);

const { answers, results } = JSON.parse(run.stdout) as Record<string, Record<string, unknown>>;
const write = (file: string, values: Record<string, unknown>) => {
  const sorted = Object.entries(values).sort(([a], [b]) => a.localeCompare(b));
  writeFileSync(
    path.join(corpus, file),
    `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`,
  );
  return sorted.length;
};
const written = write('answers.json', answers);
write('results.json', results);
// What each answer was made from: the test refuses an answer older than its snippet.
write(
  'checksums.json',
  Object.fromEntries(Object.keys(answers).map((name) => [name, snippetChecksum(corpus, name)])),
);
// Formatted as the repository's `prettier --check .` wants them.
spawnSync(
  'pnpm',
  ['exec', 'prettier', '--write', 'answers.json', 'results.json', 'checksums.json'],
  {
    cwd: corpus,
    stdio: 'inherit',
  },
);
console.log(
  `${written} answers written to ${path.relative(process.cwd(), corpus)}/answers.json and results.json`,
);
