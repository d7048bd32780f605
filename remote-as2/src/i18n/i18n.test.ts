import { missingKeys } from '@console/shared';
import { as2Translations } from '.';

describe('as2 translations', () => {
  it('has every key in every language', () => {
    expect(missingKeys(as2Translations)).toEqual({});
  });
});
