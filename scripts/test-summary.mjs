// Sums the results every suite wrote into the reports folder and prints the one line CI reads:
// `tests: N passed, N failed`. The second argument counts steps that failed without a report
// (lint, typecheck, build, a suite that could not start); each is one failure.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, unreportedArg = '0'] = process.argv.slice(2);

/** Passed and failed tests of one report: jest --json, Playwright's json reporter, or ours. */
function countsOf(report) {
  if ('numPassedTests' in report) {
    return [report.numPassedTests, report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0)];
  }
  if (report.stats && 'expected' in report.stats) {
    const { expected, unexpected, flaky } = report.stats;
    return [expected, unexpected + flaky + (report.errors?.length ?? 0)];
  }
  return [report.passed, report.failed];
}

let passed = 0;
let failed = Number(unreportedArg);
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const [p, f] = countsOf(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  console.log(`  ${file.replace(/\.json$/, '')}: ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}
if (Number(unreportedArg)) console.log(`  steps without a report that failed: ${unreportedArg}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
