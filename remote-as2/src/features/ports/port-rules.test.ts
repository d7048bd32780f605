import { setupI18n } from '@console/shared/testing';
import { AS2_NAMESPACE, as2Translations } from '../../i18n';
import { ruleMessages } from '../../testing/run-rules';
import { portRules } from './port-rules';

beforeAll(() => setupI18n(AS2_NAMESPACE, as2Translations));

describe('portRules', () => {
  const send = () => portRules('send');
  const receive = () => portRules('receive');

  it.each([
    ['', ['name is required']],
    [
      'SP ACME',
      [
        'name must not contain spaces',
        'name must start with SP_ and contain only digits, letters, underscore and dash',
      ],
    ],
    ['ACME', ['name must start with SP_ and contain only digits, letters, underscore and dash']],
    [
      'SP_ACME.1',
      ['name must start with SP_ and contain only digits, letters, underscore and dash'],
    ],
    [`SP_${'A'.repeat(48)}`, ['The length of name must be at most 50']],
    ['SP_ACME-orders_2', []],
  ])('send port name %j gives %j', async (value, expected) => {
    expect(await ruleMessages(send().name, value)).toEqual(expected);
  });

  it('asks receive port names to start with RP_', async () => {
    expect(await ruleMessages(receive().name, 'SP_ACME')).toEqual([
      'name must start with RP_ and contain only digits, letters, underscore and dash',
    ]);
    expect(await ruleMessages(receive().name, 'RP_ACME')).toEqual([]);
  });

  it.each([
    ['from', '', 'from is required'],
    ['from', 'OUR CO', 'from must not contain spaces'],
    ['from', 'X'.repeat(129), 'The length of from must be at most 128'],
    ['to', '', 'to is required'],
    ['to', 'A CME', 'to must not contain spaces'],
    ['to', 'X'.repeat(129), 'The length of to must be at most 128'],
  ] as const)('%s %j gives "%s"', async (field, value, message) => {
    expect(await ruleMessages(send()[field], value)).toEqual([message]);
  });

  it('checks the URL of a send port', async () => {
    const rules = send().url;
    expect(await ruleMessages(rules, '')).toEqual(['url is required']);
    expect(await ruleMessages(rules, 'ftp://acme')).toEqual([
      'Please enter a valid http or https URL',
    ]);
    expect(await ruleMessages(rules, `https://acme.example.com/${'a'.repeat(500)}`)).toEqual([
      'The length of url must be at most 512',
    ]);
    expect(await ruleMessages(rules, 'https://acme.example.com/as2')).toEqual([]);
  });

  it.each([
    [null, ['timeout is required']],
    [0, ['timeout must be a whole number from 1 to 3600']],
    [3601, ['timeout must be a whole number from 1 to 3600']],
    [1.5, ['timeout must be a whole number from 1 to 3600']],
    [1, []],
    [3600, []],
  ])('timeout %j gives %j', async (value, expected) => {
    expect(await ruleMessages(send().timeout, value)).toEqual(expected);
  });

  it.each([
    [null, []],
    [0, []],
    [10, []],
    ['4', []],
    [11, ['retryCount must be a whole number from 0 to 10']],
    [-1, ['retryCount must be a whole number from 0 to 10']],
    [2.5, ['retryCount must be a whole number from 0 to 10']],
  ])('retry count %j gives %j (blank takes the default)', async (value, expected) => {
    expect(await ruleMessages(send().retryCount, value)).toEqual(expected);
  });

  it.each([
    [null, []],
    [1, []],
    [3600, []],
    [0, ['retryInterval must be a whole number from 1 to 3600']],
    [3601, ['retryInterval must be a whole number from 1 to 3600']],
    [1.5, ['retryInterval must be a whole number from 1 to 3600']],
  ])('retry interval %j gives %j (blank takes the default)', async (value, expected) => {
    expect(await ruleMessages(send().retryInterval, value)).toEqual(expected);
  });

  it('checks the description', async () => {
    const rules = send().description;
    expect(await ruleMessages(rules, '')).toEqual([]);
    expect(await ruleMessages(rules, 'orders  from ACME')).toEqual([
      'description must not contain consecutive spaces',
    ]);
    expect(await ruleMessages(rules, 'a'.repeat(201))).toEqual([
      'The length of description must be at most 200',
    ]);
  });

  it('requires an asynchronous MDN URL that is http(s)', async () => {
    const rules = send().asyncMdnUrl;
    expect(await ruleMessages(rules, '')).toEqual(['asyncMdnUrl is required']);
    expect(await ruleMessages(rules, 'mdn')).toEqual(['Please enter a valid http or https URL']);
  });

  it('asks for the certificates a send port needs', async () => {
    const rules = send();
    expect(await ruleMessages(rules.selfCertificate, null, { signed: true })).toEqual([
      'selfCertificate is required to sign messages',
    ]);
    expect(await ruleMessages(rules.partnerCertificate, null, { encrypted: true })).toEqual([
      'partnerCertificate is required to encrypt messages',
    ]);
    expect(await ruleMessages(rules.partnerCertificate, null, { mdnSigned: true })).toEqual([
      'partnerCertificate is required to verify signed MDNs',
    ]);
    expect(await ruleMessages(rules.selfCertificate, 'own.p12', { signed: true })).toEqual([]);
    expect(await ruleMessages(rules.selfCertificate, null, {})).toEqual([]);
  });

  it('asks for the certificates a receive port needs', async () => {
    const rules = receive();
    expect(await ruleMessages(rules.partnerCertificate, null, { signed: true })).toEqual([
      'partnerCertificate is required to verify signed messages',
    ]);
    expect(await ruleMessages(rules.selfCertificate, null, { encrypted: true })).toEqual([
      'selfCertificate is required to decrypt messages',
    ]);
    expect(await ruleMessages(rules.selfCertificate, null, { mdnSigned: true })).toEqual([
      'selfCertificate is required to sign MDNs',
    ]);
  });
});
