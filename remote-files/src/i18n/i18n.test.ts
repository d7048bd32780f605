import { missingKeys } from '@console/shared';
import { filesTranslations } from '.';

describe('files translations', () => {
  it('has every key in every language', () => {
    expect(missingKeys(filesTranslations)).toEqual({});
  });
});
