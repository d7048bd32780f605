/** The script-check worker, a chunk of its own (webpack's `new Worker(new URL(…))`). */
export const createScriptCheckWorker = () =>
  new Worker(new URL('./script-check.worker.ts', import.meta.url));
