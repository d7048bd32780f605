/** Languages of SPEC §9; en-US is the fallback. */
export const LANGUAGES = ['en-US', 'zh-CN', 'fr-CA'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const FALLBACK_LANG: Lang = 'en-US';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Maps a browser language tag (e.g. `fr`, `zh-TW`, `en-GB`) to the closest supported one. */
export function closestLang(tag: string | undefined | null): Lang {
  if (!tag) return FALLBACK_LANG;
  if (isLang(tag)) return tag;
  const base = tag.toLowerCase().split('-')[0];
  return LANGUAGES.find((lang) => lang.toLowerCase().startsWith(`${base}-`)) ?? FALLBACK_LANG;
}
