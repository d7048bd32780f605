import type { FormRule } from 'antd';
import { translate } from '../i18n/instance';
import { hasConsecutiveSpaces, hasSpaces, isHttpUrl, isValidEmail, matchesPrefix } from './rules';

/**
 * antd Form rules for SPEC §5. `prop` is the field's visible label, already translated.
 * Each rule checks only non-empty values; `required` reports the empty ones. Every rule is a
 * function so its message is translated when it is checked, in the language of that moment.
 */
const check =
  (test: (value: string) => boolean, message: () => string): FormRule =>
  () => ({
    validator: (_rule, value: unknown) =>
      value == null || value === '' || test(String(value))
        ? Promise.resolve()
        : Promise.reject(new Error(message())),
  });

export const formRules = {
  required:
    (prop: string): FormRule =>
    () => ({
      required: true,
      whitespace: true,
      message: translate('validation.required', { prop }),
    }),
  timeoutRequired: (): FormRule => () => ({
    required: true,
    message: translate('validation.timeoutRequired'),
  }),
  noSpaces: (prop: string) =>
    check(
      (v) => !hasSpaces(v),
      () => translate('validation.noSpaces', { prop }),
    ),
  noConsecutiveSpaces: (prop: string) =>
    check(
      (v) => !hasConsecutiveSpaces(v),
      () => translate('validation.noConsecutiveSpaces', { prop }),
    ),
  maxLength: (prop: string, length: number) =>
    check(
      (v) => v.length <= length,
      () => translate('validation.maxLength', { prop, length }),
    ),
  prefix: (prop: string, prefix: string) =>
    check(
      (v) => matchesPrefix(v, prefix),
      () => translate('validation.prefix', { prop, prefix }),
    ),
  email: () => check(isValidEmail, () => translate('validation.email')),
  emailRequired: (): FormRule => () => ({
    required: true,
    message: translate('validation.emailRequired'),
  }),
  url: () => check(isHttpUrl, () => translate('validation.url')),
  integerRange: (prop: string, min: number, max: number) =>
    check(
      (v) => Number.isInteger(Number(v)) && Number(v) >= min && Number(v) <= max,
      () => translate('validation.integerRange', { prop, min, max }),
    ),
};
