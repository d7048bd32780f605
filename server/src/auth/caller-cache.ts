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
  set(jti: string, caller: Caller) {
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(jti, { caller, expires: Date.now() + TTL_MS });
  },
  /** After any change to users, their roles, their partners or their sessions. */
  clear() {
    entries.clear();
  },
};
