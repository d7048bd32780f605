/** The lint worker, a chunk of its own (webpack's `new Worker(new URL(…))`). */
export const createLintWorker = () => new Worker(new URL('./lint.worker.ts', import.meta.url));
