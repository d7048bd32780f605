import { EMAIL_MAX_LENGTH, USER_LIMITS, USERNAME_PATTERN } from '@console/shared/contract';
import { Type } from 'typebox';

/** Shared field rules for user forms. */
export const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH });
export const Password = Type.String({
  minLength: USER_LIMITS.passwordMin,
  maxLength: USER_LIMITS.passwordMax,
});
export const Username = Type.String({
  minLength: 1,
  maxLength: USER_LIMITS.username,
  pattern: USERNAME_PATTERN.source,
});
export const Phone = Type.Union([
  Type.String({ pattern: '^\\+?[0-9 ()-]{5,32}$' }),
  Type.Literal(''),
  Type.Null(),
]);
export const DisplayName = Type.Union([
  Type.String({ maxLength: USER_LIMITS.displayName }),
  Type.Null(),
]);

export const ProfileBody = Type.Object({
  email: Email,
  displayName: Type.Optional(DisplayName),
  phone: Type.Optional(Phone),
});

export const PasswordBody = Type.Object({
  /** Another user's name: a system user setting a BP user's password. */
  username: Type.Optional(Username),
  oldPassword: Type.Optional(Type.String({ maxLength: 256 })),
  newPassword: Password,
});

export const DeleteAccountQuery = Type.Object({ username: Username });
