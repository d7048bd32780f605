import { parentPort } from 'node:worker_threads';
import { getQuickJS } from 'quickjs-emscripten';
import { compileScript, groovyParser, ScriptError } from './compile';
import { evaluateMapping } from './mapping-run';
import type { FromThread, IoAnswer, JobFailure, ThreadJob, ToThread } from './pool-messages';
import { NAMES_IO } from './prelude';
import { TenantContexts } from './tenant-contexts';

/**
 * A script thread (script-pool.ts starts it): runs tenants' scripts and mappings one at a time,
 * off the server's main thread. A script's platform functions that reach out are asked of the
 * main thread, which answers for the run's tenant and credential.
 */
const parent = parentPort!;
const say = (message: FromThread) => parent.postMessage(message);
const contexts = new TenantContexts();

const COMPILED_KEPT = 500;
const compiled = new Map<string, { body: string; io: boolean }>();

/** A script's JavaScript, compiled once while it is among the last few hundred run here. */
function compiledOnce(source: string) {
  let found = compiled.get(source);
  if (found === undefined) {
    const body = compileScript(source);
    found = { body, io: NAMES_IO.test(body) };
    if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value!);
    compiled.set(source, found);
  }
  return found;
}

// The host's answers to the platform functions a run is waiting on, by call number.
const waiting = new Map<number, (answer: string) => void>();
let nextCall = 1;

async function runScriptJob(job: Extract<ThreadJob, { type: 'script' }>) {
  const { body, io: needsIo } = compiledOnce(job.source);
  const context = await contexts.contextFor(job.tenant, needsIo);
  const io = (op: string, args: string) =>
    new Promise<string>((resolve) => {
      const call = nextCall++;
      waiting.set(call, resolve);
      say({ type: 'io', id: job.id, call, op, args });
    });
  const outcome = await context.run(body, job.values, job.limits, io);
  if (!outcome.healthy) contexts.spent(needsIo);
  if (outcome.error) throw outcome.error;
  return outcome.run;
}

const failureOf = (error: unknown): JobFailure =>
  error instanceof ScriptError
    ? { message: error.reason, line: error.line, column: error.column }
    : { message: error instanceof Error ? error.message : String(error) };

function handle(job: ThreadJob) {
  const work =
    job.type === 'script'
      ? runScriptJob(job)
      : evaluateMapping(job.expression, job.input, job.timeoutMs);
  work.then(
    (result) => say({ type: 'done', id: job.id, result }),
    (error: unknown) => say({ type: 'failed', id: job.id, failure: failureOf(error) }),
  );
}

parent.on('message', (message: ToThread) => {
  if (message.type !== 'io-answer') return handle(message);
  const answer = message as IoAnswer;
  waiting.get(answer.call)?.(answer.answer);
  waiting.delete(answer.call);
});
// Ready once QuickJS is loaded and the script parser made, so a first run does not pay for them
// inside its time limit.
void getQuickJS().then(() => {
  groovyParser();
  say({ type: 'ready' });
});
