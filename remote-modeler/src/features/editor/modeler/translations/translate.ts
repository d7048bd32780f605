import { i18n, type Lang } from '@console/shared';
import { frCA } from './fr-CA';
import { headerTypeLabel } from './header-types';
import { zhCN } from './zh-CN';

/** English text as bpmn-js, its properties panel, the minimap and bpmnlint write it → ours. */
export type Dictionary = Record<string, string>;

/** en-US is the libraries' own language: no dictionary, the text stays as written. */
export const DICTIONARIES: Record<Exclude<Lang, 'en-US'>, Dictionary> = {
  'zh-CN': zhCN,
  'fr-CA': frCA,
};

const dictionaryOf = (lang: string): Dictionary | undefined =>
  DICTIONARIES[lang as keyof typeof DICTIONARIES];

/** `{name}` in a template gets its replacement, as diagram-js's own translate does. */
const fill = (template: string, replacements: Record<string, unknown> = {}) =>
  template.replace(/{([^}]+)}/g, (whole, key: string) =>
    key in replacements ? String(replacements[key]) : whole,
  );

/**
 * diagram-js's `translate(template, replacements)` in a language: the dictionary's text, or a
 * properties panel header type ("Timer Start Event (Non Interrupting)") composed from its
 * parts, or else the English template; its `{…}` filled either way.
 */
export function translateIn(
  lang: string,
  template: string,
  replacements?: Record<string, unknown>,
): string {
  const dictionary = dictionaryOf(lang);
  const text = dictionary ? (dictionary[template] ?? headerTypeLabel(lang, template)) : undefined;
  return fill(text ?? template, replacements);
}

/** A dictionary key with `{name}` parts, as a pattern that finds those parts in a message. */
const patternOf = (key: string) =>
  new RegExp(
    `^${key
      .split(/{[^}]+}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)')}$`,
  );
const namesOf = (key: string) => [...key.matchAll(/{([^}]+)}/g)].map((match) => match[1]);
const templated = new Map<Dictionary, [RegExp, string, string[]][]>();

/**
 * A lint message in a language. bpmnlint and our rules report finished English sentences
 * (`Task "Pay" (topic pay) has no bound connector`): an exact entry of the dictionary, or one
 * whose `{…}` parts match the message's, gives its translation with those parts kept.
 */
export function translateLintMessage(message: string, lang: string): string {
  const dictionary = dictionaryOf(lang);
  if (!dictionary) return message;
  if (dictionary[message]) return dictionary[message];
  if (!templated.has(dictionary)) {
    const entries = Object.entries(dictionary).filter(([key]) => key.includes('{'));
    templated.set(
      dictionary,
      entries.map(([key, text]) => [patternOf(key), text, namesOf(key)]),
    );
  }
  for (const [pattern, text, names] of templated.get(dictionary) ?? []) {
    const found = pattern.exec(message);
    if (found) return fill(text, Object.fromEntries(names.map((name, i) => [name, found[i + 1]])));
  }
  return message;
}

interface EventBus {
  fire(event: string): void;
  on(event: string, callback: () => void): void;
}

/**
 * Follows the console's language while the modeler lives (it is kept between pages): the
 * palette rebuilds on diagram-js's `i18n.changed`, the properties panel renders again, and the
 * minimap's toggle takes its title again.
 */
class LanguageFollower {
  static $inject = ['eventBus', 'injector'];

  constructor(eventBus: EventBus, injector: { get<T>(name: string, strict?: boolean): T }) {
    const changed = () => {
      eventBus.fire('i18n.changed');
      eventBus.fire('propertiesPanel.providersChanged');
      const minimap = injector.get<{ isOpen(): boolean; toggle(open: boolean): void } | null>(
        'minimap',
        false,
      );
      minimap?.toggle(minimap.isOpen());
    };
    i18n.on('languageChanged', changed);
    eventBus.on('diagram.destroy', () => i18n.off('languageChanged', changed));
  }
}

/** The modeler's `translate` service, in the console's current language. */
export const consoleTranslate = (template: string, replacements?: Record<string, unknown>) =>
  translateIn(i18n.language, template, replacements);

/** Replaces diagram-js's translate (English as written) with the console's. */
export const TranslateModule = {
  __init__: ['consoleLanguageFollower'],
  translate: ['value', consoleTranslate],
  consoleLanguageFollower: ['type', LanguageFollower],
};
