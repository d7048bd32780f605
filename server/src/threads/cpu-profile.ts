import { Session } from 'node:inspector';
import { getHeapStatistics } from 'node:v8';

/** One function's share of a CPU profile: where the time went, not who called it. */
export interface ProfileItem {
  /** `name file:line` (file relative to the repository, or a node: / library path). */
  where: string;
  /** ours (server/src), library (node_modules), node (its internals), or engine (V8: GC, idle…). */
  kind: 'ours' | 'library' | 'node' | 'engine';
  selfMs: number;
}

/** A thread's aggregated profile: small enough to post between threads. */
export interface ProfileSummary {
  thread: string;
  /** The profile's wall time and the part the thread was busy (not idle). */
  totalMs: number;
  busyMs: number;
  /** The thread's V8 heap in use when the profile stopped (a large one makes GC costly). */
  heapMb: number;
  items: ProfileItem[];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

function kindOf(url: string, name: string): ProfileItem['kind'] {
  if (!url) return name.startsWith('(') ? 'engine' : 'node';
  if (url.includes('node_modules')) return 'library';
  if (url.startsWith('node:')) return 'node';
  return url.includes('/src/') ? 'ours' : 'library';
}

/** Shortens a file URL to what tells it apart: the package and its file, or our own path. */
function shortFile(url: string) {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 'node_modules/'.length);
  const src = url.lastIndexOf('/server/');
  return src >= 0 ? url.slice(src + 1) : url.replace(/^file:\/\//, '');
}

/** Self time per function (name + file:line) of a V8 CPU profile, heaviest first. */
export function summarize(thread: string, profile: Profile): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, ProfileItem>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let idleMs = 0;
  for (let i = 0; i < samples.length; i++) {
    // A sample's time is the gap to the next one (the last sample gets none).
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const frame = nodes.get(samples[i])?.callFrame;
    if (!frame) continue;
    const name = frame.functionName || '(anonymous)';
    if (name === '(idle)') {
      idleMs += ms;
      continue;
    }
    const where = frame.url ? `${name} ${shortFile(frame.url)}:${frame.lineNumber + 1}` : name;
    const item = selfMs.get(where) ?? { where, kind: kindOf(frame.url, name), selfMs: 0 };
    item.selfMs += ms;
    selfMs.set(where, item);
  }
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  return {
    thread,
    totalMs,
    heapMb: getHeapStatistics().used_heap_size / 2 ** 20,
    busyMs: Math.max(0, totalMs - idleMs),
    items: [...selfMs.values()].sort((a, b) => b.selfMs - a.selfMs),
  };
}

/**
 * The CPU profiler of the calling thread (main or worker): start it, and stop it for the
 * summary. Sampling every 200 µs by default; the profiler costs a few per cent meanwhile.
 */
export class ThreadProfiler {
  private session: Session | null = null;

  constructor(private readonly thread: string) {}

  async start(intervalUs = 200) {
    if (this.session) return;
    const session = new Session();
    session.connect();
    await post(session, 'Profiler.enable');
    await post(session, 'Profiler.setSamplingInterval', { interval: intervalUs });
    await post(session, 'Profiler.start');
    this.session = session;
  }

  async stop(): Promise<ProfileSummary | null> {
    const session = this.session;
    if (!session) return null;
    this.session = null;
    const { profile } = (await post(session, 'Profiler.stop')) as { profile: Profile };
    session.disconnect();
    return summarize(this.thread, profile);
  }
}

function post(session: Session, method: string, params?: object) {
  return new Promise<unknown>((resolve, reject) =>
    session.post(method, params ?? {}, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}
