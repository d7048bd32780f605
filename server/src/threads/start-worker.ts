import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker thread whose module is `<dir>/<name>`: compiled, the .js file; under tsx
 * (tests, dev, benchmarks), the .ts file, with tsx's loader registered in the thread first
 * because tsx does not carry over into worker threads.
 */
export function startWorker(dir: string, name: string, options: WorkerOptions) {
  const extension = path.extname(__filename);
  const file = path.join(dir, `${name}${extension}`);
  if (extension === '.js') return new Worker(file, options);
  const tsx = require.resolve('tsx/cjs/api');
  const source = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(file)});`;
  return new Worker(source, { ...options, eval: true });
}
