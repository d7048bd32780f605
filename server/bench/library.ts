/**
 * Phase 0 of `pnpm bench:engine`: bpmn-engine alone, in memory on this thread, running the
 * throughput flow (start → external task → end) with the server's own engine options and no
 * database, HTTP or thread hop. It is the ceiling the persisted figures sit under: a process
 * cannot run instances faster than its cores run the library.
 */
import { availableParallelism } from 'node:os';
import {
  compileDefinition,
  newInstanceEngine,
  savedStateOf,
  type TaskDone,
} from '../src/engine/bpmn/factory';
import { oneTaskBpmn } from './support';

const noop = () => {};

/** Starts `count` instances, saving each one's state at its wait, then completes them all. */
async function batch(compiled: Awaited<ReturnType<typeof compileDefinition>>, count: number) {
  const waiting: TaskDone[] = [];
  const engines = [];
  for (let i = 0; i < count; i++) {
    const hooks = {
      variables: () => ({}),
      timerFired: noop,
      longTimer: noop,
      externalTask: (_activity: unknown, _execution: string, done: TaskDone) => waiting.push(done),
      scope: () => ({}),
      inheritedLocals: () => ({}),
      setLocals: noop,
      setVariables: noop,
      callActivity: noop,
    };
    const engine = newInstanceEngine(`bench-${i}`, compiled, hooks);
    await engine.execute({});
    await savedStateOf(engine);
    engines.push(engine);
  }
  return { engines, complete: () => waiting.forEach((done) => done(null, {})) };
}

/** Heap held per live instance (waiting at its task), after a full collection. */
async function heapPerInstance(compiled: Awaited<ReturnType<typeof compileDefinition>>) {
  // `pnpm bench:engine` runs with --expose-gc, for this figure.
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return null;
  const count = 200;
  gc();
  const before = process.memoryUsage().heapUsed;
  const held = await batch(compiled, count);
  gc();
  const perInstance = (process.memoryUsage().heapUsed - before) / count;
  held.complete();
  return perInstance;
}

/** Instances per second with `inFlight` instances waiting at their task at a time. */
async function rate(compiled: Awaited<ReturnType<typeof compileDefinition>>, inFlight: number) {
  const total = Math.max(2000, inFlight * 4);
  const started = performance.now();
  for (let done = 0; done < total; done += inFlight) {
    (await batch(compiled, inFlight)).complete();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return (total / (performance.now() - started)) * 1000;
}

export async function measureLibrary() {
  console.log(
    '\n0. bpmn-engine alone, in memory on one thread, the same flow with no database, HTTP or thread hop:',
  );
  const compiled = await compileDefinition(oneTaskBpmn('bench-library', 'bench'), 'bench-library');
  await rate(compiled, 50); // warm-up
  const cores = availableParallelism();
  for (const inFlight of [1, 500]) {
    const perSecond = await rate(compiled, inFlight);
    console.log(
      `  ${inFlight} instance${inFlight > 1 ? 's' : ''} waiting at a time: ${perSecond.toFixed(0)} instances/s = ${(1000 / perSecond).toFixed(2)} ms CPU each; all ${cores} cores on the library alone: ${(perSecond * cores).toFixed(0)}/s`,
    );
  }
  const bytes = await heapPerInstance(compiled);
  if (bytes !== null) {
    console.log(`  heap held per instance waiting at its task: ${(bytes / 1024).toFixed(0)} KiB`);
  }
}
