import {
  fieldRuleMessage,
  formRules,
  neededCertificates,
  portFieldRules,
  translate,
  type CertificateField,
  type FieldRule,
  type PortKind,
} from '@console/shared';
import type { FormRule } from 'antd';

/** The name a message uses for a field (`name`, `timeout`…), in the current language. */
export const propOf = (field: string) => translate(`as2:port.prop.${field}`);

/** SPEC §5 gives a missing timeout its own sentence. */
const timeoutMessage = (prop: string, rule: FieldRule) =>
  rule.rule === 'required' ? translate('validation.timeoutRequired') : fieldRuleMessage(prop, rule);

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

export type PortRules = ReturnType<typeof portRules>;

/**
 * The form rules of every port field: the wire contract's port rules, which the server runs on
 * the same body, worded in the user's language. Messages are translated when this is called,
 * so call it per language.
 */
export function portRules(kind: PortKind) {
  const rules = portFieldRules(kind);
  const of = (field: Exclude<keyof typeof rules, 'timeout'>) =>
    formRules.contract(propOf(field), rules[field]);
  return {
    name: of('name'),
    messageType: of('messageType'),
    from: of('from'),
    to: of('to'),
    url: of('url'),
    timeout: formRules.contract(propOf('timeout'), rules.timeout, timeoutMessage),
    description: of('description'),
    selfCertificate: [...of('selfCertificate'), certificateRule(kind, 'selfCertificate')],
    partnerCertificate: [...of('partnerCertificate'), certificateRule(kind, 'partnerCertificate')],
    selfCertificatePassword: of('selfCertificatePassword'),
    signAlgorithm: of('signAlgorithm'),
    encryptAlgorithm: of('encryptAlgorithm'),
    micAlgorithm: of('micAlgorithm'),
    mdnMode: of('mdnMode'),
    asyncMdnUrl: of('asyncMdnUrl'),
    retryCount: of('retryCount'),
    retryInterval: of('retryInterval'),
  } satisfies Record<string, FormRule[]>;
}
