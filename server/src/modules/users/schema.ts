import { Type } from 'typebox';

/** Shared field rules for user forms. */
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const Username = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.@-]+$' });
export const Phone = Type.Union([
  Type.String({ pattern: '^\\+?[0-9 ()-]{5,32}$' }),
  Type.Literal(''),
  Type.Null(),
]);
export const DisplayName = Type.Union([Type.String({ maxLength: 64 }), Type.Null()]);

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
