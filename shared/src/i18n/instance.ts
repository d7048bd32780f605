import i18next, { type i18n as I18n } from 'i18next';
import { FALLBACK_LANG, LANGUAGES, type Lang } from '../contract/languages';
import type { TranslationTree } from '../contract/remote-module';
import { commonEnUS } from './locales/en-US';
import { commonFrCA } from './locales/fr-CA';
import { commonZhCN } from './locales/zh-CN';

export const COMMON_NS = 'common';

/** The one i18next instance of the console; remotes add their namespace to it. */
export const i18n: I18n = i18next.createInstance();

let started: Promise<unknown> | undefined;

/** Starts the instance once, in the given language. */
export function initI18n(lang: Lang): Promise<unknown> {
  started ??= i18n.init({
    lng: lang,
    fallbackLng: FALLBACK_LANG,
    supportedLngs: [...LANGUAGES],
    defaultNS: COMMON_NS,
    ns: [COMMON_NS],
    resources: {
      'en-US': { [COMMON_NS]: commonEnUS },
      'zh-CN': { [COMMON_NS]: commonZhCN },
      'fr-CA': { [COMMON_NS]: commonFrCA },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return started;
}

/** Adds (or replaces) one namespace in every language. */
export function addNamespace(namespace: string, translations: Record<Lang, TranslationTree>) {
  for (const lang of LANGUAGES) {
    i18n.addResourceBundle(lang, namespace, translations[lang], true, true);
  }
}

/** Translates outside React (HTTP messages, validators). */
export const translate = (key: string, options?: Record<string, unknown>): string =>
  i18n.isInitialized ? i18n.t(key, options) : key;
