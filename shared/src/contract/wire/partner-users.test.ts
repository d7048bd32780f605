import { USERNAME_PATTERN } from './partner-users';

describe('USERNAME_PATTERN', () => {
  it('accepts letters, digits and _ . @ - only', () => {
    expect(USERNAME_PATTERN.test('a.b_c-d@e1')).toBe(true);
    expect(USERNAME_PATTERN.test('a b')).toBe(false);
    expect(USERNAME_PATTERN.test('ünï')).toBe(false);
  });
});
