import { formRules, translate } from '@console/shared';
import type { FormRule } from 'antd';
import { NAME_PREFIX, PORT_LIMITS, type PortKind } from './constants';

export type CertificateField = 'selfCertificate' | 'partnerCertificate';

/** Why a port needs a certificate; each reason has its own message (`as2:port.needs.*`). */
export type CertificateReason =
  'sign' | 'encrypt' | 'verifyMdn' | 'verifySignature' | 'decrypt' | 'signMdn';

export interface CertificateNeed {
  field: CertificateField;
  reason: CertificateReason;
}

interface SecurityChoice {
  signed?: boolean;
  encrypted?: boolean;
  mdnSigned?: boolean;
}

/**
 * The certificates the chosen security options need (docs/api.md "certificates needed").
 * A send port signs with its own key and encrypts to, and verifies MDNs from, the partner;
 * a receive port does the mirror image.
 */
export function neededCertificates(kind: PortKind, choice: SecurityChoice): CertificateNeed[] {
  const needs: CertificateNeed[] = [];
  const own: CertificateField = kind === 'send' ? 'selfCertificate' : 'partnerCertificate';
  const other: CertificateField = kind === 'send' ? 'partnerCertificate' : 'selfCertificate';
  if (choice.signed)
    needs.push({ field: own, reason: kind === 'send' ? 'sign' : 'verifySignature' });
  if (choice.encrypted)
    needs.push({ field: other, reason: kind === 'send' ? 'encrypt' : 'decrypt' });
  if (choice.mdnSigned)
    needs.push({ field: other, reason: kind === 'send' ? 'verifyMdn' : 'signMdn' });
  return needs;
}

/** The name a message uses for a field (`name`, `timeout`…), in the current language. */
export const propOf = (field: string) => translate(`as2:port.prop.${field}`);

const certificateRule =
  (kind: PortKind, field: CertificateField): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      if (value) return Promise.resolve();
      const need = neededCertificates(kind, {
        signed: getFieldValue('signed'),
        encrypted: getFieldValue('encrypted'),
        mdnSigned: getFieldValue('mdnSigned'),
      }).find((item) => item.field === field);
      if (!need) return Promise.resolve();
      return Promise.reject(
        new Error(translate(`as2:port.needs.${need.reason}`, { prop: propOf(field) })),
      );
    },
  });

const identifierRules = (field: 'from' | 'to'): FormRule[] => [
  formRules.required(propOf(field)),
  formRules.noSpaces(propOf(field)),
  formRules.maxLength(propOf(field), PORT_LIMITS.identifier),
];

export type PortRules = ReturnType<typeof portRules>;

/**
 * The client-side rules of every port field: SPEC §5 "AS2 rules" with the limits of
 * docs/api.md. Messages are translated when this is called, so call it per language.
 */
export function portRules(kind: PortKind) {
  return {
    name: [
      formRules.required(propOf('name')),
      formRules.noSpaces(propOf('name')),
      formRules.maxLength(propOf('name'), PORT_LIMITS.name),
      formRules.prefix(propOf('name'), NAME_PREFIX[kind]),
    ],
    messageType: [formRules.required(propOf('messageType'))],
    from: identifierRules('from'),
    to: identifierRules('to'),
    url: [
      formRules.required(propOf('url')),
      formRules.url(),
      formRules.maxLength(propOf('url'), PORT_LIMITS.url),
    ],
    timeout: [
      formRules.timeoutRequired(),
      formRules.integerRange(propOf('timeout'), PORT_LIMITS.timeoutMin, PORT_LIMITS.timeoutMax),
    ],
    description: [
      formRules.noConsecutiveSpaces(propOf('description')),
      formRules.maxLength(propOf('description'), PORT_LIMITS.description),
    ],
    selfCertificate: [certificateRule(kind, 'selfCertificate')],
    partnerCertificate: [certificateRule(kind, 'partnerCertificate')],
    signAlgorithm: [formRules.required(propOf('signAlgorithm'))],
    encryptAlgorithm: [formRules.required(propOf('encryptAlgorithm'))],
    micAlgorithm: [formRules.required(propOf('micAlgorithm'))],
    mdnMode: [formRules.required(propOf('mdnMode'))],
    asyncMdnUrl: [formRules.required(propOf('asyncMdnUrl')), formRules.url()],
  } satisfies Record<string, FormRule[]>;
}
