import { initI18n } from '../i18n/instance';
import { formRules } from './form-rules';
import {
  FOLDER_NAME_MAX,
  JSON_PARSE_MESSAGE,
  extensionOf,
  hasConsecutiveSpaces,
  hasSpaces,
  isHttpUrl,
  isValidEmail,
  isValidFolderName,
  matchesPrefix,
  parseJson,
} from './rules';

beforeAll(() => initI18n('en-US'));

describe('SPEC §5 predicates', () => {
  it('checks emails', () => {
    expect(isValidEmail('ops@acme.example')).toBe(true);
    expect(isValidEmail(' ops@acme.example ')).toBe(true);
    for (const bad of ['ops', 'ops@', '@acme.io', 'o ps@acme.io', 'ops@acme'])
      expect(isValidEmail(bad)).toBe(false);
  });

  it('finds spaces and consecutive spaces', () => {
    expect(hasSpaces('a b')).toBe(true);
    expect(hasSpaces('ab')).toBe(false);
    expect(hasConsecutiveSpaces('a  b')).toBe(true);
    expect(hasConsecutiveSpaces('a b c')).toBe(false);
  });

  it('checks the prefix rule: the prefix, then only digits, letters, underscore and dash', () => {
    expect(matchesPrefix('SP_ORDERS-1', 'SP_')).toBe(true);
    expect(matchesPrefix('RP_ORDERS', 'SP_')).toBe(false);
    expect(matchesPrefix('SP_ORD ERS', 'SP_')).toBe(false);
    expect(matchesPrefix('SP_ORDERS!', 'SP_')).toBe(false);
  });

  it('checks folder names: no "/" and at most 250 characters', () => {
    expect(FOLDER_NAME_MAX).toBe(250);
    expect(isValidFolderName('x'.repeat(250))).toBe(true);
    expect(isValidFolderName('x'.repeat(251))).toBe(false);
    expect(isValidFolderName('a/b')).toBe(false);
    expect(isValidFolderName('')).toBe(false);
  });

  it('parses JSON or fails with the spec message', () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(() => parseJson('{a:1}')).toThrow(JSON_PARSE_MESSAGE);
    expect(JSON_PARSE_MESSAGE).toBe('cannot parse the json please make sure it is a json');
  });

  it('checks http URLs and extensions', () => {
    expect(isHttpUrl('https://as2.example.com/as2')).toBe(true);
    expect(isHttpUrl('ftp://x')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
    expect(extensionOf('cert.P12')).toBe('p12');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('README')).toBe('');
  });
});

/** Runs an antd rule the way Form does and returns its message, or null when it passes. */
async function messageOf(
  rule: ReturnType<(typeof formRules)[keyof typeof formRules]>,
  value: unknown,
) {
  const resolved = typeof rule === 'function' ? rule({} as never) : rule;
  if (
    'required' in resolved &&
    resolved.required &&
    (value == null || String(value).trim() === '')
  ) {
    return String(resolved.message);
  }
  if (!resolved.validator) return null;
  try {
    await resolved.validator({} as never, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('form rules carry the spec messages', () => {
  it.each([
    [formRules.required('name'), '', 'name is required'],
    [formRules.timeoutRequired(), '', 'timeout is required'],
    [formRules.noSpaces('from'), 'AC ME', 'from must not contain spaces'],
    [
      formRules.noConsecutiveSpaces('description'),
      'a  b',
      'description must not contain consecutive spaces',
    ],
    [formRules.maxLength('name', 5), 'abcdef', 'The length of name must be at most 5'],
    [
      formRules.prefix('name', 'SP_'),
      'XX_ORDERS',
      'name must start with SP_ and contain only digits, letters, underscore and dash',
    ],
    [formRules.email(), 'nope', 'Please enter a valid email'],
    [formRules.emailRequired(), '', 'Please input an email'],
    [formRules.url(), 'ftp://x', 'Please enter a valid http or https URL'],
    [
      formRules.integerRange('timeout', 1, 3600),
      '0',
      'timeout must be a whole number from 1 to 3600',
    ],
  ])('rule %# rejects %j with its message', async (rule, value, message) => {
    expect(await messageOf(rule, value)).toBe(message);
  });

  it.each([
    [formRules.noSpaces('from'), 'ACME'],
    [formRules.maxLength('name', 5), 'abcde'],
    [formRules.prefix('name', 'SP_'), 'SP_ORDERS'],
    [formRules.email(), 'a@b.io'],
    [formRules.integerRange('timeout', 1, 3600), '3600'],
    [formRules.noSpaces('from'), ''],
  ])('rule %# accepts %j', async (rule, value) => {
    expect(await messageOf(rule, value)).toBeNull();
  });
});
