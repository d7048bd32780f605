import { missingKeys } from '@console/shared';
import { operatorTranslations } from '.';

describe('operator translations', () => {
  it('has every key in every language', () => {
    expect(missingKeys(operatorTranslations)).toEqual({});
  });
});
