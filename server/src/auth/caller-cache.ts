import type { Caller } from './guard';

/**
 * Who a token belongs to, remembered for two seconds: checking it costs two queries, which on
 * the embedded database cost more than most routes. Every change to users, roles or sessions
 * made by this server clears it at once; the two seconds only bound what another process
 * (the set-password command) changes.
 */
const TTL_MS = 2000;
const MAX_ENTRIES = 10_000;
const entries = new Map<string, { caller: Caller; expires: number }>();
/** Checks under way: requests that arrive meanwhile share them instead of querying again. */
const checking = new Map<string, Promise<Caller>>();
/** Bumped by every clear, so that a check begun before a change is not remembered after it. */
let generation = 0;

export const callerCache = {
  get(jti: string): Caller | undefined {
    const entry = entries.get(jti);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      entries.delete(jti);
      return undefined;
    }
    return entry.caller;
  },
  /** The caller from `check`, run once for all the requests that ask while it runs. */
  check(jti: string, check: () => Promise<Caller>): Promise<Caller> {
    const running = checking.get(jti);
    if (running) return running;
    const begun = generation;
    const checked = check()
      .then((caller) => {
        if (generation === begun) {
          if (entries.size >= MAX_ENTRIES) entries.clear();
          entries.set(jti, { caller, expires: Date.now() + TTL_MS });
        }
        return caller;
      })
      .finally(() => {
        if (checking.get(jti) === checked) checking.delete(jti);
      });
    checking.set(jti, checked);
    return checked;
  },
  /** After any change to users, their roles, their partners or their sessions. */
  clear() {
    entries.clear();
    checking.clear();
    generation += 1;
  },
};
