import {
  DIGEST_ALGORITHMS,
  ENCRYPTION_ALGORITHMS,
  MDN_MODES,
  MESSAGE_TYPES,
  NAME_PREFIX,
  PORT_DEFAULTS,
  PORT_LIMITS,
  type DigestAlgorithm,
  type EncryptionAlgorithm,
  type MdnMode,
  type MessageType,
  type PortDraft,
  type PortKind,
  type PortValues,
} from './as2-ports';
import { fieldProblem, wholeNumber, type FieldProblem, type FieldRule } from './field-rules';

/** The AS2 port rules of SPEC §5 and docs/api.md: the server and the port form run these. */

const required: FieldRule = { rule: 'required' };
const noSpaces: FieldRule = { rule: 'noSpaces' };
const httpUrl: FieldRule = { rule: 'httpUrl' };
const maxLength = (length: number): FieldRule => ({ rule: 'maxLength', length });
const oneOf = (values: readonly string[]): FieldRule => ({ rule: 'oneOf', values });

const identifier = [required, noSpaces, maxLength(PORT_LIMITS.identifier)];
const url = [required, maxLength(PORT_LIMITS.url), httpUrl];

/** The rules of each field of a port of `kind`, in the order they are checked. */
export function portFieldRules(kind: PortKind) {
  return {
    name: [
      required,
      noSpaces,
      maxLength(PORT_LIMITS.name),
      { rule: 'prefix', prefix: NAME_PREFIX[kind] },
    ],
    messageType: [required, oneOf(MESSAGE_TYPES)],
    from: identifier,
    to: identifier,
    url,
    timeout: [
      required,
      { rule: 'wholeNumber', min: PORT_LIMITS.timeoutMin, max: PORT_LIMITS.timeoutMax },
    ],
    description: [{ rule: 'noConsecutiveSpaces' }, maxLength(PORT_LIMITS.description)],
    selfCertificate: [maxLength(PORT_LIMITS.certificateName)],
    partnerCertificate: [maxLength(PORT_LIMITS.certificateName)],
    // Blank options take PORT_DEFAULTS, so these are not required.
    signAlgorithm: [oneOf(DIGEST_ALGORITHMS)],
    encryptAlgorithm: [oneOf(ENCRYPTION_ALGORITHMS)],
    mdnMode: [oneOf(MDN_MODES)],
    micAlgorithm: [oneOf(DIGEST_ALGORITHMS)],
    asyncMdnUrl: url,
    // Blank takes PORT_DEFAULTS too.
    retryCount: [{ rule: 'wholeNumber', min: 0, max: PORT_LIMITS.retryCountMax }],
    retryInterval: [
      {
        rule: 'wholeNumber',
        min: PORT_LIMITS.retryIntervalMin,
        max: PORT_LIMITS.retryIntervalMax,
      },
    ],
    selfCertificatePassword: [maxLength(PORT_LIMITS.certificatePassword)],
  } satisfies Partial<Record<keyof PortDraft, readonly FieldRule[]>>;
}

export type CertificateField = 'selfCertificate' | 'partnerCertificate';
export type SecurityFlag = 'signed' | 'encrypted' | 'mdnSigned';
/** Why a port needs a certificate; the console words each reason its own way. */
export type CertificateReason =
  'sign' | 'encrypt' | 'verifyMdn' | 'verifySignature' | 'decrypt' | 'signMdn';

export interface CertificateNeed {
  flag: SecurityFlag;
  field: CertificateField;
  reason: CertificateReason;
}

/**
 * Which certificate each security option needs, per port kind (docs/api.md). A send port signs
 * with its own key and encrypts to, and verifies MDNs from, the partner; a receive port verifies
 * the partner's signature and decrypts and signs MDNs with its own key.
 */
export const CERTIFICATE_NEEDS: Record<PortKind, readonly CertificateNeed[]> = {
  send: [
    { flag: 'signed', field: 'selfCertificate', reason: 'sign' },
    { flag: 'encrypted', field: 'partnerCertificate', reason: 'encrypt' },
    { flag: 'mdnSigned', field: 'partnerCertificate', reason: 'verifyMdn' },
  ],
  receive: [
    { flag: 'signed', field: 'partnerCertificate', reason: 'verifySignature' },
    { flag: 'encrypted', field: 'selfCertificate', reason: 'decrypt' },
    { flag: 'mdnSigned', field: 'selfCertificate', reason: 'signMdn' },
  ],
};

/** The certificates the chosen security options need. */
export const neededCertificates = (
  kind: PortKind,
  choice: Partial<Record<SecurityFlag, boolean | null>>,
): CertificateNeed[] => CERTIFICATE_NEEDS[kind].filter((need) => choice[need.flag]);

/** A security option is on without the certificate it needs. */
export interface CertificateProblem {
  rule: 'certificateNeeded';
  prop: CertificateField;
  need: CertificateNeed;
}

export type PortProblem = FieldProblem | CertificateProblem;

export type PortCheck = { ok: true; values: PortValues } | { ok: false; problem: PortProblem };

/** The fields checked one by one, in the order of docs/api.md's table. */
const FIELD_ORDER = [
  'name',
  'messageType',
  'from',
  'to',
  'url',
  'timeout',
  'description',
  'selfCertificate',
  'partnerCertificate',
  'signAlgorithm',
  'encryptAlgorithm',
  'mdnMode',
  'micAlgorithm',
  'asyncMdnUrl',
  'retryCount',
  'retryInterval',
] as const;

/** Only a send port sends, so only it retries. */
const SEND_ONLY = new Set<string>(['url', 'retryCount', 'retryInterval']);

/** A checked whole number, or the default when it was left blank. */
const orDefault = (value: unknown, fallback: number) => wholeNumber(value) ?? fallback;

/**
 * Checks a port body and returns the first problem, or the values it sets. The url of a receive
 * port and the asyncMdnUrl of a sync port are not used: they are not checked and become null (a
 * receive port's retry count 0).
 */
export function checkPort(kind: PortKind, draft: PortDraft): PortCheck {
  const rules = portFieldRules(kind);
  const async = draft.mdnMode === 'async';
  for (const prop of FIELD_ORDER) {
    if ((SEND_ONLY.has(prop) && kind !== 'send') || (prop === 'asyncMdnUrl' && !async)) continue;
    const problem = fieldProblem(prop, rules[prop], draft[prop]);
    if (problem) return { ok: false, problem };
  }
  // Past the rules, every value has the type they checked; the casts only say so.
  const values: PortValues = {
    name: draft.name as string,
    messageType: draft.messageType as MessageType,
    from: draft.from as string,
    to: draft.to as string,
    url: kind === 'send' ? (draft.url as string) : null,
    timeout: wholeNumber(draft.timeout) as number,
    description: draft.description || '',
    selfCertificate: draft.selfCertificate || null,
    partnerCertificate: draft.partnerCertificate || null,
    signed: draft.signed ?? false,
    signAlgorithm: (draft.signAlgorithm || PORT_DEFAULTS.signAlgorithm) as DigestAlgorithm,
    encrypted: draft.encrypted ?? false,
    encryptAlgorithm: (draft.encryptAlgorithm ||
      PORT_DEFAULTS.encryptAlgorithm) as EncryptionAlgorithm,
    compressed: draft.compressed ?? false,
    mdnMode: (draft.mdnMode || PORT_DEFAULTS.mdnMode) as MdnMode,
    mdnSigned: draft.mdnSigned ?? false,
    micAlgorithm: (draft.micAlgorithm || PORT_DEFAULTS.micAlgorithm) as DigestAlgorithm,
    asyncMdnUrl: async ? (draft.asyncMdnUrl as string) : null,
    retryCount: kind === 'send' ? orDefault(draft.retryCount, PORT_DEFAULTS.retryCount) : 0,
    retryInterval: orDefault(draft.retryInterval, PORT_DEFAULTS.retryInterval),
  };
  const unmet = neededCertificates(kind, values).find((need) => !values[need.field]);
  if (unmet)
    return { ok: false, problem: { rule: 'certificateNeeded', prop: unmet.field, need: unmet } };
  const password = fieldProblem(
    'selfCertificatePassword',
    rules.selfCertificatePassword,
    draft.selfCertificatePassword,
  );
  return password ? { ok: false, problem: password } : { ok: true, values };
}
