/** Every local-storage key the console uses, in one place. */
export const STORAGE_KEYS = {
  session: 'console.session',
  settings: 'console.settings',
  /** Selected and open keys of the side menu (SPEC §4: cleared on logout). */
  menuKeys: 'console.menuKeys',
  /** The signed-in user's own BP (SPEC §3). */
  defaultBpId: 'defaultBpId',
  /** The BP whose users are being managed (SPEC §3). */
  currentBpId: 'currentBpId',
  /** Function key of the AS2 service, sent as x-functions-key (SPEC §7). */
  functionsKey: 'as2FunctionsKey',
} as const;

/** Reads a number kept in local storage, or undefined. */
export function readStoredNumber(key: string): number | undefined {
  const raw = globalThis.localStorage?.getItem(key);
  if (raw == null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}
