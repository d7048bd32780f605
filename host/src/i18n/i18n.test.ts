import { missingKeys } from '@console/shared';
import { hostTranslations } from './index';

describe('host translations', () => {
  it('have every key in every language', () => {
    expect(missingKeys(hostTranslations)).toEqual({});
  });

  it('keep the spec texts in English', () => {
    expect(hostTranslations['en-US'].login.welcome).toBe(
      'Please sign-in and start the supply chain integration solution',
    );
    expect(hostTranslations['en-US'].login.noRole).toBe(
      'Cannot init app, May be the user do not have a role!',
    );
    expect(hostTranslations['en-US'].settings.saved).toBe('Setting saved');
  });
});
