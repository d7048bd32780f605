import { RELEASE_MESSAGE_MAX } from '@console/shared/contract';
import { Type } from 'typebox';

/** A federation name as the deploy layout names its folder (`partners`, `hello`). */
const RemoteName = Type.String({ minLength: 1, maxLength: 64 });
/** A version is a folder name too; the service looks it up among the deployed ones. */
const Version = Type.String({ minLength: 1, maxLength: 128 });

export const RemoteParams = Type.Object({ remote: RemoteName });

/**
 * The percentage is any number here, so that the service can refuse 12.5 or 101 with the
 * release page's own message rather than the validator's.
 */
export const ReleaseBody = Type.Object({
  version: Version,
  // Ids or names. Strings only: the validator coerces scalars, and in a union of integer and
  // string it would take `true` for the BP with id 1; a number arrives as its digits.
  tenants: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500 }),
  ),
  percent: Type.Optional(Type.Number()),
});

export const LoadReportBody = Type.Object({
  remote: RemoteName,
  version: Version,
  ok: Type.Boolean(),
  message: Type.Optional(Type.String({ maxLength: RELEASE_MESSAGE_MAX })),
});
