import { USER_LIMITS } from '@console/shared';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** A new password: required, 8 to 128 characters (the server's limits). */
export const passwordRules = (t: TFunction<'partners'>): FormRule[] => [
  { required: true, message: t('users.validation.passwordRequired') },
  {
    min: USER_LIMITS.passwordMin,
    message: t('users.validation.passwordTooShort', { min: USER_LIMITS.passwordMin }),
  },
  {
    max: USER_LIMITS.passwordMax,
    message: t('users.validation.passwordTooLong', { max: USER_LIMITS.passwordMax }),
  },
];

/** The repeated password: required and equal to the field `field`. */
export const confirmRules = (t: TFunction<'partners'>, field: string): FormRule[] => [
  { required: true, message: t('users.validation.passwordRequired') },
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || value === getFieldValue(field)
        ? Promise.resolve()
        : Promise.reject(new Error(t('users.validation.passwordMismatch'))),
  }),
];
