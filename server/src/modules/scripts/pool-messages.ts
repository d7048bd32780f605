import type { RunLimits, ScriptValues } from './sandbox-context';

/** What the server's main thread asks a script thread to run (one job at a time). */
export type ThreadJob =
  | {
      type: 'script';
      id: number;
      tenant: string;
      source: string;
      values: ScriptValues;
      limits: RunLimits;
    }
  | { type: 'mapping'; id: number; expression: string; input: unknown; timeoutMs: number };

/** The answer to a platform function a script called (see HostIo), sent to the thread. */
export interface IoAnswer {
  type: 'io-answer';
  id: number;
  call: number;
  answer: string;
}

export type ToThread = ThreadJob | IoAnswer;

/** A job's failure: a script's carries its place (ScriptError); a mapping's is plain. */
export interface JobFailure {
  message: string;
  line?: number;
  column?: number;
}

export type FromThread =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; failure: JobFailure }
  | { type: 'io'; id: number; call: number; op: string; args: string };
