import { initI18n } from '../i18n/instance';
import { errorMessage } from './handle-error';

beforeAll(() => initI18n('en-US'));

describe('errorMessage', () => {
  it.each([
    [undefined, undefined, 'No error data available'],
    ['', undefined, 'No error data available'],
    ['plain text', undefined, 'plain text'],
    [{ msg: 'from msg' }, undefined, 'from msg'],
    [{ message: 'from message' }, undefined, 'from message'],
    [{ other: 1 }, 'Request failed with status code 500', 'Request failed with status code 500'],
    [{ other: 1 }, undefined, 'No error message available'],
  ])('%j (fallback %j) → %s', (data, fallback, expected) => {
    expect(errorMessage(data, fallback)).toBe(expected);
  });
});
