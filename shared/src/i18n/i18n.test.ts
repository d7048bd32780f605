import { commonEnUS, commonFrCA, commonZhCN, missingKeys } from './index';
import { addNamespace, i18n, initI18n, translate } from './instance';

describe('i18n', () => {
  it('has every common key in every language', () => {
    expect(missingKeys({ 'en-US': commonEnUS, 'zh-CN': commonZhCN, 'fr-CA': commonFrCA })).toEqual(
      {},
    );
  });

  it('reports a key missing or blank in one language', () => {
    expect(
      missingKeys({
        'en-US': { a: 'A', b: { c: 'C' } },
        'zh-CN': { a: 'A' },
        'fr-CA': { a: ' ', b: { c: 'C' } },
      }),
    ).toEqual({ 'zh-CN': ['b.c'], 'fr-CA': ['a'] });
  });

  it('falls back to en-US and switches language', async () => {
    await initI18n('en-US');
    addNamespace('probe', { 'en-US': { hello: 'Hello' }, 'zh-CN': { hello: '你好' }, 'fr-CA': {} });
    await i18n.changeLanguage('zh-CN');
    expect(translate('probe:hello')).toBe('你好');
    await i18n.changeLanguage('fr-CA');
    expect(translate('probe:hello')).toBe('Hello');
    expect(translate('upload.tooBig')).toBe('Le fichier est trop volumineux');
    await i18n.changeLanguage('en-US');
    expect(translate('upload.tooBig')).toBe('The file is too big');
  });
});
