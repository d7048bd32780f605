import { leafKeys, missingKeys, type TranslationTree } from '@console/shared';
import { partnersTranslations } from '.';

/** The text of a dotted key in a translation tree. */
const textAt = (tree: TranslationTree, key: string) =>
  key
    .split('.')
    .reduce<string | TranslationTree>((node, part) => (node as TranslationTree)[part], tree);

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('partners translations', () => {
  it('has every key in every language', () => {
    expect(missingKeys(partnersTranslations)).toEqual({});
  });

  it('would report a key missing in one language', () => {
    const { groups: _dropped, ...rest } = partnersTranslations['fr-CA'];
    const broken = { ...partnersTranslations, 'fr-CA': rest as TranslationTree };
    expect(missingKeys(broken)['fr-CA']).toContain('groups.deleteWarning');
  });

  it('uses the same placeholders in every language', () => {
    const english = partnersTranslations['en-US'];
    for (const key of leafKeys(english)) {
      const expected = placeholders(textAt(english, key) as string);
      for (const lang of ['zh-CN', 'fr-CA'] as const) {
        expect([
          lang,
          key,
          placeholders(textAt(partnersTranslations[lang], key) as string),
        ]).toEqual([lang, key, expected]);
      }
    }
  });

  it('really translates: most texts differ from the English ones', () => {
    const english = partnersTranslations['en-US'];
    const keys = leafKeys(english);
    for (const lang of ['zh-CN', 'fr-CA'] as const) {
      const same = keys.filter(
        (key) => textAt(partnersTranslations[lang], key) === textAt(english, key),
      );
      expect(same.length).toBeLessThan(keys.length / 10);
    }
  });
});
