import {
  readStoredNumber,
  STORAGE_KEYS,
  type UserView,
  type UserCreate,
  type UserUpdate,
} from '@console/shared';
import type { UserFormValues } from './types';

/** SPEC §3: the BP whose users are managed is the current one, else the user's own. */
export const currentPartnerId = (): number | undefined =>
  readStoredNumber(STORAGE_KEYS.currentBpId) ?? readStoredNumber(STORAGE_KEYS.defaultBpId);

/** A blank display name is sent as null, which clears it. */
const displayNameOf = (value: string | undefined) => value?.trim() || null;

/** POST /api/bpUser's body: no confirmation, trimmed email, the BP's id. */
export const toCreateBody = (bpId: number, values: UserFormValues): UserCreate => ({
  bpId,
  username: values.username.trim(),
  password: values.password ?? '',
  email: values.email.trim(),
  displayName: displayNameOf(values.displayName),
  roleIds: values.roleIds,
});

/** PUT /api/bpUser's body; the username names the user and is not changed. */
export const toUpdateBody = (values: UserFormValues): UserUpdate => ({
  username: values.username,
  email: values.email.trim(),
  displayName: displayNameOf(values.displayName),
  roleIds: values.roleIds,
});

/** The edit form's starting values for a user. */
export const toFormValues = (user: UserView): UserFormValues => ({
  username: user.username,
  email: user.email,
  displayName: user.displayName ?? '',
  roleIds: user.roleSet.map((role) => role.id),
});
