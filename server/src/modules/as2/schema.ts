import {
  CERTIFICATE_NAME_MAX,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  LOG_DIRECTIONS,
  LOG_FILTER_LIMITS,
  LOG_STATUSES,
  MAX_PAGE_SIZE,
} from '@console/shared/contract';
import { Type, type Static } from 'typebox';

/**
 * Request schemas for /as2/api; the wire contract's types must match them (test/contract). The
 * port body only fixes the JSON types: the field rules are the contract's `checkPort`, worded by
 * port-rules.ts, so that their messages are the spec's (SPEC §5), not the validator's.
 */
// A type list, not anyOf: Fastify's validator coerces types, and with anyOf it turns null into
// 0 or '' for the other branch (or 0 and '' into null). With a list, a value of either type
// stays as it is.
type Json = { string: string; number: number; boolean: boolean };
const Maybe = <K extends keyof Json>(type: K) =>
  Type.Optional(Type.Unsafe<Json[K] | null>({ type: [type, 'null'] }));

export const PortBody = Type.Object({
  name: Maybe('string'),
  messageType: Maybe('string'),
  from: Maybe('string'),
  to: Maybe('string'),
  url: Maybe('string'),
  // Checked by the port rules, so that any wrong value gets the spec's timeout message.
  timeout: Type.Optional(Type.Unknown()),
  description: Maybe('string'),
  selfCertificate: Maybe('string'),
  selfCertificatePassword: Maybe('string'),
  partnerCertificate: Maybe('string'),
  signed: Maybe('boolean'),
  signAlgorithm: Maybe('string'),
  encrypted: Maybe('boolean'),
  encryptAlgorithm: Maybe('string'),
  compressed: Maybe('boolean'),
  mdnMode: Maybe('string'),
  mdnSigned: Maybe('boolean'),
  micAlgorithm: Maybe('string'),
  asyncMdnUrl: Maybe('string'),
  // Checked by the port rules, as the timeout is.
  retryCount: Type.Optional(Type.Unknown()),
  retryInterval: Type.Optional(Type.Unknown()),
});
export type PortInput = Static<typeof PortBody>;

export const PortIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const LogIdParams = PortIdParams;

/** POST /as2/api/sendport/{id}/sendStored: a path of the tenant's file store. */
export const SendStoredBody = Type.Object({ path: Type.String({ minLength: 1, maxLength: 4096 }) });

const DateTime = Type.String({ format: 'date-time' });
// enum rather than a union of literals: the 400 then reads "must be equal to one of the allowed values".
const Direction = Type.Enum([...LOG_DIRECTIONS]);
const Status = Type.Enum([...LOG_STATUSES]);

const logFilters = {
  from: Type.Optional(DateTime),
  to: Type.Optional(DateTime),
  type: Type.Optional(Direction),
  partner: Type.Optional(Type.String({ maxLength: LOG_FILTER_LIMITS.partner })),
  messageId: Type.Optional(Type.String({ maxLength: LOG_FILTER_LIMITS.messageId })),
  status: Type.Optional(Status),
};

export const LogQuery = Type.Object({
  ...logFilters,
  page: Type.Integer({ minimum: 1, default: DEFAULT_PAGE }),
  pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
});

export const LogStatsQuery = Type.Object({
  ...logFilters,
  tz: Type.String({ minLength: 1, maxLength: 64, default: 'UTC' }),
});

export const CertNameQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: CERTIFICATE_NAME_MAX }),
});
