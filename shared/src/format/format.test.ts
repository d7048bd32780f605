import { formatBytes } from './bytes';
import { randomId } from './ids';

describe('formatBytes (SPEC §9)', () => {
  it.each([
    [0, '0 Bytes'],
    [null, '0 Bytes'],
    [undefined, '0 Bytes'],
    [-5, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1.00 KiB'],
    [1536, '1.50 KiB'],
    [10 * 1024 * 1024, '10.00 MiB'],
    [1024 ** 8, '1.00 YiB'],
    [1024 ** 9, '1024.00 YiB'],
  ])('%p → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('randomId (SPEC §9)', () => {
  it('uses base-36 characters only, at the asked length', () => {
    for (let i = 0; i < 50; i++) expect(randomId(12)).toMatch(/^[0-9a-z]{12}$/);
  });

  it('does not repeat', () => {
    expect(new Set(Array.from({ length: 200 }, () => randomId())).size).toBe(200);
  });
});
