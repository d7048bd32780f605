import {
  NAME_PREFIX,
  PORT_DEFAULTS,
  type PortBody,
  type PortDraft,
  type PortKind,
} from './as2-ports';
import { checkPort, neededCertificates, portFieldRules, type PortProblem } from './as2-port-rules';

/** The fewest fields a valid port of `kind` needs; the rules fill the rest. */
const body = (kind: PortKind, overrides: Partial<PortDraft> = {}): PortDraft => ({
  messageType: 'X12',
  timeout: 60,
  name: `${NAME_PREFIX[kind]}ACME`,
  url: kind === 'send' ? 'https://acme.example.com/as2' : null,
  from: 'OURCO',
  to: 'ACME',
  ...overrides,
});

// Every body the console sends is a draft the rules take: this compiles only while it is.
const _consoleBodiesAreDrafts = (sent: PortBody): PortDraft => sent;

const problemOf = (kind: PortKind, overrides: Partial<PortDraft>): PortProblem | undefined => {
  const result = checkPort(kind, body(kind, overrides));
  return result.ok ? undefined : result.problem;
};

describe('checkPort', () => {
  it('passes a plain body and fills the defaults of blank options', () => {
    const result = checkPort('send', body('send', { timeout: ' 10 ', description: '' }));
    expect(result.ok && result.values).toMatchObject({
      ...PORT_DEFAULTS,
      timeout: 10,
      description: '',
      selfCertificate: null,
      signed: false,
      asyncMdnUrl: null,
    });
  });

  it.each<[PortKind, Partial<PortDraft>, PortProblem]>([
    ['send', { name: '' }, { prop: 'name', rule: 'required' }],
    ['send', { name: 'SP_A B' }, { prop: 'name', rule: 'noSpaces' }],
    ['send', { name: `SP_${'A'.repeat(48)}` }, { prop: 'name', rule: 'maxLength', length: 50 }],
    ['receive', { name: 'SP_ASN' }, { prop: 'name', rule: 'prefix', prefix: 'RP_' }],
    [
      'send',
      { messageType: 'PDF' },
      {
        prop: 'messageType',
        rule: 'oneOf',
        values: ['X12', 'EDIFACT', 'XML', 'JSON', 'CSV', 'BINARY'],
      },
    ],
    ['send', { from: 'A'.repeat(129) }, { prop: 'from', rule: 'maxLength', length: 128 }],
    ['send', { url: 'partner.example' }, { prop: 'url', rule: 'httpUrl' }],
    ['send', { timeout: null }, { prop: 'timeout', rule: 'required' }],
    ['send', { timeout: true }, { prop: 'timeout', rule: 'wholeNumber', min: 1, max: 3600 }],
    ['send', { description: 'two  spaces' }, { prop: 'description', rule: 'noConsecutiveSpaces' }],
    ['send', { mdnMode: 'async' }, { prop: 'asyncMdnUrl', rule: 'required' }],
    [
      'send',
      { selfCertificatePassword: 'p'.repeat(257) },
      { prop: 'selfCertificatePassword', rule: 'maxLength', length: 256 },
    ],
  ])('%s %j → %j', (kind, overrides, problem) => {
    expect(problemOf(kind, overrides)).toEqual(problem);
  });

  it('reports the first problem in the order of the doc', () => {
    expect(problemOf('send', { name: '', from: '', timeout: 0 })?.prop).toBe('name');
    expect(problemOf('send', { from: 'A B', timeout: 0 })?.prop).toBe('from');
    expect(
      problemOf('send', { signed: true, selfCertificatePassword: 'p'.repeat(257) })?.rule,
    ).toBe('certificateNeeded');
  });

  it('neither checks nor keeps the url of a receive port or the asyncMdnUrl of a sync MDN', () => {
    const result = checkPort('receive', body('receive', { url: 'nope', asyncMdnUrl: 'nope' }));
    expect(result.ok && [result.values.url, result.values.asyncMdnUrl]).toEqual([null, null]);
  });

  it('asks for the certificate each security option needs', () => {
    expect(problemOf('send', { encrypted: true, selfCertificate: 'me.p12' })).toEqual({
      rule: 'certificateNeeded',
      prop: 'partnerCertificate',
      need: { flag: 'encrypted', field: 'partnerCertificate', reason: 'encrypt' },
    });
    expect(problemOf('receive', { mdnSigned: true, partnerCertificate: 'p.cer' })).toMatchObject({
      prop: 'selfCertificate',
      need: { flag: 'mdnSigned' },
    });
  });
});

describe('portFieldRules', () => {
  it('asks each kind of port for its own name prefix', () => {
    expect(portFieldRules('send').name).toContainEqual({ rule: 'prefix', prefix: 'SP_' });
    expect(portFieldRules('receive').name).toContainEqual({ rule: 'prefix', prefix: 'RP_' });
  });
});

describe('neededCertificates', () => {
  it('mirrors the needs of send and receive ports', () => {
    const all = { signed: true, encrypted: true, mdnSigned: true };
    expect(neededCertificates('send', all)).toEqual([
      { flag: 'signed', field: 'selfCertificate', reason: 'sign' },
      { flag: 'encrypted', field: 'partnerCertificate', reason: 'encrypt' },
      { flag: 'mdnSigned', field: 'partnerCertificate', reason: 'verifyMdn' },
    ]);
    expect(neededCertificates('receive', all)).toEqual([
      { flag: 'signed', field: 'partnerCertificate', reason: 'verifySignature' },
      { flag: 'encrypted', field: 'selfCertificate', reason: 'decrypt' },
      { flag: 'mdnSigned', field: 'selfCertificate', reason: 'signMdn' },
    ]);
    expect(neededCertificates('send', {})).toEqual([]);
  });
});
