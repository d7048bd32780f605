import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './user-form';

/** A new password: required, 8 to 128 characters (the server's limits). */
export const passwordRules = (t: TFunction<'partners'>): FormRule[] => [
  { required: true, message: t('users.validation.passwordRequired') },
  {
    min: PASSWORD_MIN_LENGTH,
    message: t('users.validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
  },
  {
    max: PASSWORD_MAX_LENGTH,
    message: t('users.validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
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
