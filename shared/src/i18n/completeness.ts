import type { Lang } from '../contract/languages';
import type { TranslationTree } from '../contract/remote-module';

/** Every leaf key of a translation tree, dotted (`menu.groups`). */
export function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? (value.trim() ? [path] : []) : leafKeys(value, path);
  });
}

/**
 * The keys some language lacks (or leaves blank) compared with the union of all languages.
 * Each area's i18n test asserts this is empty.
 */
export function missingKeys(translations: Record<Lang, TranslationTree>): Record<string, string[]> {
  const byLang = Object.entries(translations).map(
    ([lang, tree]) => [lang, new Set(leafKeys(tree))] as const,
  );
  const all = new Set(byLang.flatMap(([, keys]) => [...keys]));
  const missing: Record<string, string[]> = {};
  for (const [lang, keys] of byLang) {
    const lacking = [...all].filter((key) => !keys.has(key));
    if (lacking.length) missing[lang] = lacking;
  }
  return missing;
}
