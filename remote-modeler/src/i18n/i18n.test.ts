import { missingKeys } from '@console/shared';
import { modelerTranslations } from '.';

describe('modeler translations', () => {
  it('has every key in every language', () => {
    expect(missingKeys(modelerTranslations)).toEqual({});
  });
});
