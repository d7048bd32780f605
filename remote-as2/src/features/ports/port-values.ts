import {
  PORT_DEFAULTS,
  SERVER_OWNED_PORT_FIELDS,
  type Port,
  type PortBody,
  type PortKind,
} from '@console/shared';
import type { PortFormValues } from './types';

/** What a new port's form starts with. */
export const NEW_PORT_VALUES: PortFormValues = {
  ...PORT_DEFAULTS,
  messageType: 'X12',
  timeout: 60,
  signed: false,
  encrypted: false,
  compressed: false,
  mdnSigned: false,
};

/** An existing port in the form; the password stays empty (the server never sends it). */
export function toFormValues(port: Port): PortFormValues {
  return {
    name: port.name,
    messageType: port.messageType,
    from: port.from,
    to: port.to,
    url: port.url ?? undefined,
    timeout: port.timeout,
    description: port.description,
    selfCertificate: port.selfCertificate,
    partnerCertificate: port.partnerCertificate,
    signed: port.signed,
    signAlgorithm: port.signAlgorithm,
    encrypted: port.encrypted,
    encryptAlgorithm: port.encryptAlgorithm,
    compressed: port.compressed,
    mdnMode: port.mdnMode,
    mdnSigned: port.mdnSigned,
    micAlgorithm: port.micAlgorithm,
    asyncMdnUrl: port.asyncMdnUrl ?? undefined,
    retryCount: port.retryCount,
    retryInterval: port.retryInterval,
  };
}

const text = (value: string | undefined) => value?.trim() ?? '';
const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The add/update body for the form's values. An empty password is left out (on update that
 * keeps the stored one); clearing it sends ''. A receive port sends no retries.
 */
export function toPortBody(kind: PortKind, values: PortFormValues): PortBody {
  const async = values.mdnMode === 'async';
  const body: PortBody = {
    name: text(values.name),
    messageType: values.messageType ?? 'X12',
    from: text(values.from),
    to: text(values.to),
    url: kind === 'send' ? text(values.url) : null,
    timeout: Number(values.timeout),
    description: optional(values.description),
    selfCertificate: optional(values.selfCertificate),
    partnerCertificate: optional(values.partnerCertificate),
    signed: Boolean(values.signed),
    signAlgorithm: values.signAlgorithm ?? PORT_DEFAULTS.signAlgorithm,
    encrypted: Boolean(values.encrypted),
    encryptAlgorithm: values.encryptAlgorithm ?? PORT_DEFAULTS.encryptAlgorithm,
    compressed: Boolean(values.compressed),
    mdnMode: async ? 'async' : 'sync',
    mdnSigned: Boolean(values.mdnSigned),
    micAlgorithm: values.micAlgorithm ?? PORT_DEFAULTS.micAlgorithm,
    asyncMdnUrl: async ? text(values.asyncMdnUrl) : null,
    // Only a send port retries; a blank field takes the default, as the server would.
    retryCount: kind === 'send' ? (values.retryCount ?? PORT_DEFAULTS.retryCount) : 0,
    retryInterval:
      kind === 'send'
        ? (values.retryInterval ?? PORT_DEFAULTS.retryInterval)
        : PORT_DEFAULTS.retryInterval,
  };
  if (values.clearSelfCertificatePassword) body.selfCertificatePassword = '';
  else if (values.selfCertificatePassword)
    body.selfCertificatePassword = values.selfCertificatePassword;
  return body;
}

// Widened to strings so that any key of a JSON object can be looked up.
const SERVER_OWNED: readonly string[] = SERVER_OWNED_PORT_FIELDS;

/** The editable fields of a port, as the JSON editor shows them (no password: it is kept). */
export function toJsonValue(port: Port): Omit<PortBody, 'selfCertificatePassword'> {
  const entries = Object.entries(port).filter(([key]) => !SERVER_OWNED.includes(key));
  return Object.fromEntries(entries) as Omit<PortBody, 'selfCertificatePassword'>;
}

/**
 * The update body from what the user wrote in the JSON editor, with the fields the server
 * owns dropped; undefined when it is not a JSON object. The server checks the rest.
 */
export function bodyFromJson(value: unknown): PortBody | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(([key]) => !SERVER_OWNED.includes(key));
  return Object.fromEntries(entries) as PortBody;
}
