import type { FormRule } from 'antd';
import type { FieldRule } from '../contract/wire/field-rules';
import { initI18n } from '../i18n/instance';
import { formRules } from './form-rules';
import {
  FOLDER_NAME_MAX,
  JSON_PARSE_MESSAGE,
  extensionOf,
  isValidEmail,
  isValidFolderName,
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

  it('finds extensions', () => {
    expect(extensionOf('cert.P12')).toBe('p12');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('README')).toBe('');
  });
});

/**
 * Runs an antd rule the way Form does and returns its message, or null when it passes. As in
 * antd's validator, a rule's own validator replaces its `required` check.
 */
async function messageOf(rule: FormRule, value: unknown) {
  const resolved = typeof rule === 'function' ? rule({} as never) : rule;
  if (!resolved.validator) {
    const empty = value == null || String(value).trim() === '';
    return resolved.required && empty ? String(resolved.message) : null;
  }
  try {
    await resolved.validator({} as never, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The one antd rule `formRules.contract` makes for a single contract rule. */
const contract = (prop: string, rule: FieldRule) => formRules.contract(prop, [rule])[0];

describe('form rules carry the spec messages', () => {
  it.each([
    [formRules.required('name'), '', 'name is required'],
    [formRules.noSpaces('from'), 'AC ME', 'from must not contain spaces'],
    [
      formRules.noConsecutiveSpaces('description'),
      'a  b',
      'description must not contain consecutive spaces',
    ],
    [formRules.maxLength('name', 5), 'abcdef', 'The length of name must be at most 5'],
    [formRules.email(), 'nope', 'Please enter a valid email'],
    [formRules.emailRequired(), '', 'Please input an email'],
    [contract('name', { rule: 'required' }), '', 'name is required'],
    [
      contract('name', { rule: 'prefix', prefix: 'SP_' }),
      'XX_ORDERS',
      'name must start with SP_ and contain only digits, letters, underscore and dash',
    ],
    [contract('url', { rule: 'httpUrl' }), 'ftp://x', 'Please enter a valid http or https URL'],
    [
      contract('timeout', { rule: 'wholeNumber', min: 1, max: 3600 }),
      '0',
      'timeout must be a whole number from 1 to 3600',
    ],
    [
      contract('mdnMode', { rule: 'oneOf', values: ['sync', 'async'] }),
      'never',
      'mdnMode must be one of sync, async',
    ],
  ])('rule %# rejects %j with its message', async (rule, value, message) => {
    expect(await messageOf(rule, value)).toBe(message);
  });

  it.each([
    [formRules.noSpaces('from'), 'ACME'],
    [formRules.maxLength('name', 5), 'abcde'],
    [formRules.email(), 'a@b.io'],
    [contract('name', { rule: 'prefix', prefix: 'SP_' }), 'SP_ORDERS'],
    [contract('timeout', { rule: 'wholeNumber', min: 1, max: 3600 }), 3600],
    [formRules.noSpaces('from'), ''],
  ])('rule %# accepts %j', async (rule, value) => {
    expect(await messageOf(rule, value)).toBeNull();
  });
});

describe('contract rules', () => {
  it('mark a required field, and let a contract rule alone decide', async () => {
    const [required, noSpaces] = formRules.contract('from', [
      { rule: 'required' },
      { rule: 'noSpaces' },
    ]);
    const resolved = typeof required === 'function' ? required({} as never) : required;
    expect(resolved.required).toBe(true);
    expect(await messageOf(required, '  ')).toBeNull();
    expect(await messageOf(noSpaces, '  ')).toBe('from must not contain spaces');
  });

  it('word a broken rule with the given message', async () => {
    const [rule] = formRules.contract('timeout', [{ rule: 'required' }], () => 'say it');
    expect(await messageOf(rule, null)).toBe('say it');
  });
});
