import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PortKind } from '@console/shared/contract';
import { ApiError } from '../../src/http/envelope';
import { validatePort } from '../../src/modules/as2/port-rules';
import type { PortInput } from '../../src/modules/as2/schema';
import { receivePortBody, sendPortBody } from './fixtures';

/** The SPEC §5 port rules as pure functions: each rule and its exact message. */

const body = (kind: PortKind, overrides: Record<string, unknown>) =>
  (kind === 'send' ? sendPortBody(overrides) : receivePortBody(overrides)) as PortInput;

function refuses(kind: PortKind, overrides: Record<string, unknown>, message: string) {
  assert.throws(
    () => validatePort(kind, body(kind, overrides)),
    (error: unknown) =>
      error instanceof ApiError && error.status === 400 && error.message === message,
    `${JSON.stringify(overrides)} should fail with "${message}"`,
  );
}

const long = (length: number, start = 'SP_') => start + 'A'.repeat(length - start.length);

describe('validatePort: field rules', () => {
  const cases: [PortKind, Record<string, unknown>, string][] = [
    ['send', { name: undefined }, 'name is required'],
    ['send', { name: null }, 'name is required'],
    ['send', { name: '' }, 'name is required'],
    ['send', { name: 'SP_A B' }, 'name must not contain spaces'],
    ['send', { name: ' SP_A' }, 'name must not contain spaces'],
    ['send', { name: long(51) }, 'The length of name must be at most 50'],
    [
      'send',
      { name: 'RP_ORDERS' },
      'name must start with SP_ and contain only digits, letters, underscore and dash',
    ],
    [
      'send',
      { name: 'sp_orders' },
      'name must start with SP_ and contain only digits, letters, underscore and dash',
    ],
    [
      'send',
      { name: 'SP_' },
      'name must start with SP_ and contain only digits, letters, underscore and dash',
    ],
    [
      'send',
      { name: 'SP_a.b' },
      'name must start with SP_ and contain only digits, letters, underscore and dash',
    ],
    [
      'receive',
      { name: 'SP_ASN' },
      'name must start with RP_ and contain only digits, letters, underscore and dash',
    ],
    [
      'receive',
      { name: 'RP_ä' },
      'name must start with RP_ and contain only digits, letters, underscore and dash',
    ],
    ['send', { messageType: null }, 'messageType is required'],
    [
      'send',
      { messageType: 'PDF' },
      'messageType must be one of X12, EDIFACT, XML, JSON, CSV, BINARY',
    ],
    ['send', { from: '' }, 'from is required'],
    ['send', { from: 'AC ME' }, 'from must not contain spaces'],
    ['send', { from: 'A'.repeat(129) }, 'The length of from must be at most 128'],
    ['send', { to: undefined }, 'to is required'],
    ['send', { to: 'PART\tNER' }, 'to must not contain spaces'],
    ['send', { to: 'B'.repeat(129) }, 'The length of to must be at most 128'],
    ['send', { url: null }, 'url is required'],
    ['send', { url: 'ftp://partner.example/as2' }, 'url must be an http(s) URL'],
    ['send', { url: 'partner.example' }, 'url must be an http(s) URL'],
    [
      'send',
      { url: `https://p.example/${'x'.repeat(500)}` },
      'The length of url must be at most 512',
    ],
    ['send', { timeout: undefined }, 'timeout is required'],
    ['send', { timeout: null }, 'timeout is required'],
    ['send', { timeout: 0 }, 'timeout must be a whole number from 1 to 3600'],
    ['send', { timeout: 3601 }, 'timeout must be a whole number from 1 to 3600'],
    ['send', { timeout: 1.5 }, 'timeout must be a whole number from 1 to 3600'],
    ['send', { timeout: '12s' }, 'timeout must be a whole number from 1 to 3600'],
    ['send', { timeout: true }, 'timeout must be a whole number from 1 to 3600'],
    ['send', { description: 'two  spaces' }, 'description must not contain consecutive spaces'],
    ['send', { description: 'x'.repeat(201) }, 'The length of description must be at most 200'],
    [
      'send',
      { signAlgorithm: 'SHA3' },
      'signAlgorithm must be one of MD5, SHA1, SHA224, SHA256, SHA384, SHA512',
    ],
    [
      'send',
      { micAlgorithm: 'sha256' },
      'micAlgorithm must be one of MD5, SHA1, SHA224, SHA256, SHA384, SHA512',
    ],
    [
      'send',
      { encryptAlgorithm: 'DES' },
      'encryptAlgorithm must be one of 3DES, AES128, AES192, AES256',
    ],
    ['send', { mdnMode: 'never' }, 'mdnMode must be one of sync, async'],
    ['send', { mdnMode: 'async', asyncMdnUrl: null }, 'asyncMdnUrl is required'],
    [
      'send',
      { mdnMode: 'async', asyncMdnUrl: 'mailto:x@y.example' },
      'asyncMdnUrl must be an http(s) URL',
    ],
    [
      'send',
      { selfCertificate: 'x'.repeat(256) },
      'The length of selfCertificate must be at most 255',
    ],
    [
      'send',
      { selfCertificatePassword: 'p'.repeat(257) },
      'The length of selfCertificatePassword must be at most 256',
    ],
  ];
  for (const [kind, overrides, message] of cases) {
    it(`${kind} ${JSON.stringify(overrides).slice(0, 60)} → ${message}`, () =>
      refuses(kind, overrides, message));
  }

  it('accepts the limits', () => {
    const fields = validatePort(
      'send',
      body('send', {
        name: long(50),
        from: 'F'.repeat(128),
        to: 'T'.repeat(128),
        timeout: 3600,
        description: `one space ${'d'.repeat(180)}`,
        url: 'http://partner.example:8080/as2',
      }),
    );
    assert.equal(fields.name.length, 50);
    assert.equal(validatePort('send', body('send', { timeout: 1, name: 'SP_a-B_9' })).timeout, 1);
    assert.equal(validatePort('send', body('send', { timeout: '45' })).timeout, 45);
  });

  it('maps from/to to the AS2 columns and fills the defaults', () => {
    const fields = validatePort('send', {
      name: 'SP_MIN',
      messageType: 'JSON',
      from: 'ME',
      to: 'YOU',
      url: 'https://you.example',
      timeout: 10,
    });
    assert.deepEqual(fields, {
      name: 'SP_MIN',
      messageType: 'JSON',
      as2From: 'ME',
      as2To: 'YOU',
      url: 'https://you.example',
      timeout: 10,
      description: '',
      selfCertificate: null,
      partnerCertificate: null,
      signed: false,
      signAlgorithm: 'SHA256',
      encrypted: false,
      encryptAlgorithm: 'AES256',
      compressed: false,
      mdnMode: 'sync',
      mdnSigned: false,
      micAlgorithm: 'SHA256',
      asyncMdnUrl: null,
      retryCount: 3,
      retryInterval: 60,
    });
  });

  it('keeps no url for a receive port and no asyncMdnUrl for a sync MDN', () => {
    const fields = validatePort(
      'receive',
      body('receive', { url: 'https://ignored.example', asyncMdnUrl: 'https://x.example' }),
    );
    assert.equal(fields.url, null);
    assert.equal(fields.asyncMdnUrl, null);
    const async = validatePort(
      'send',
      body('send', { mdnMode: 'async', asyncMdnUrl: 'https://me.example/mdn' }),
    );
    assert.equal(async.asyncMdnUrl, 'https://me.example/mdn');
  });
});

describe('validatePort: certificates needed', () => {
  const cases: [PortKind, Record<string, unknown>, string][] = [
    ['send', { signed: true }, 'selfCertificate is required when signed is true'],
    ['send', { encrypted: true }, 'partnerCertificate is required when encrypted is true'],
    ['send', { mdnSigned: true }, 'partnerCertificate is required when mdnSigned is true'],
    [
      'send',
      { signed: true, partnerCertificate: 'p.cer' },
      'selfCertificate is required when signed is true',
    ],
    [
      'send',
      { encrypted: true, selfCertificate: 'me.p12' },
      'partnerCertificate is required when encrypted is true',
    ],
    [
      'receive',
      { signed: true, selfCertificate: 'me.p12' },
      'partnerCertificate is required when signed is true',
    ],
    [
      'receive',
      { encrypted: true, partnerCertificate: 'p.cer' },
      'selfCertificate is required when encrypted is true',
    ],
    [
      'receive',
      { mdnSigned: true, partnerCertificate: 'p.cer' },
      'selfCertificate is required when mdnSigned is true',
    ],
  ];
  for (const [kind, overrides, message] of cases) {
    it(`${kind} ${JSON.stringify(overrides)} → ${message}`, () =>
      refuses(kind, overrides, message));
  }

  it('accepts each option with the certificate it needs', () => {
    const send = validatePort(
      'send',
      body('send', {
        signed: true,
        encrypted: true,
        mdnSigned: true,
        selfCertificate: 'me.p12',
        partnerCertificate: 'p.cer',
      }),
    );
    assert.equal(send.signed && send.encrypted && send.mdnSigned, true);
    const receive = validatePort(
      'receive',
      body('receive', { encrypted: true, mdnSigned: true, selfCertificate: 'me.p12' }),
    );
    assert.equal(receive.partnerCertificate, null);
    assert.equal(
      validatePort('receive', body('receive', { signed: true, partnerCertificate: 'p.cer' }))
        .signed,
      true,
    );
  });
});
