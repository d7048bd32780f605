import { FALLBACK_LANG, LANGUAGES, closestLang } from './languages';

describe('languages (SPEC §9)', () => {
  it('are en-US (fallback), zh-CN and fr-CA', () => {
    expect(LANGUAGES).toEqual(['en-US', 'zh-CN', 'fr-CA']);
    expect(FALLBACK_LANG).toBe('en-US');
  });

  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['fr', 'fr-CA'],
    ['fr-FR', 'fr-CA'],
    ['en-GB', 'en-US'],
    ['de-DE', 'en-US'],
    [undefined, 'en-US'],
  ])('maps the browser language %p to %s', (tag, lang) => {
    expect(closestLang(tag)).toBe(lang);
  });
});
