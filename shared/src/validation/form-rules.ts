import type { FormRule } from 'antd';
import { keeps, type FieldRule } from '../contract/wire/field-rules';
import { translate } from '../i18n/instance';
import { isValidEmail } from './rules';

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

/** The message of a broken contract rule for the field labelled `prop`, in the current language. */
export function fieldRuleMessage(prop: string, rule: FieldRule): string {
  switch (rule.rule) {
    case 'required':
      return translate('validation.required', { prop });
    case 'noSpaces':
      return translate('validation.noSpaces', { prop });
    case 'noConsecutiveSpaces':
      return translate('validation.noConsecutiveSpaces', { prop });
    case 'maxLength':
      return translate('validation.maxLength', { prop, length: rule.length });
    case 'prefix':
      return translate('validation.prefix', { prop, prefix: rule.prefix });
    case 'oneOf':
      return translate('validation.oneOf', { prop, values: rule.values.join(', ') });
    case 'httpUrl':
      return translate('validation.url');
    case 'wholeNumber':
      return translate('validation.integerRange', { prop, min: rule.min, max: rule.max });
  }
}

/**
 * An antd rule that runs one rule of the wire contract, the check the server runs too. A
 * `required` one also marks the field; its validator still decides, as a validator replaces
 * antd's own required check.
 */
export const contractRule =
  (rule: FieldRule, message: () => string): FormRule =>
  () => ({
    required: rule.rule === 'required',
    validator: (_rule, value: unknown) =>
      keeps(rule, value) ? Promise.resolve() : Promise.reject(new Error(message())),
  });

/** A contract rule with the usual message for the field labelled `prop`. */
const worded = (prop: string, rule: FieldRule) =>
  contractRule(rule, () => fieldRuleMessage(prop, rule));

export const formRules = {
  required:
    (prop: string): FormRule =>
    () => ({
      required: true,
      whitespace: true,
      message: translate('validation.required', { prop }),
    }),
  noSpaces: (prop: string) => worded(prop, { rule: 'noSpaces' }),
  noConsecutiveSpaces: (prop: string) => worded(prop, { rule: 'noConsecutiveSpaces' }),
  maxLength: (prop: string, length: number) => worded(prop, { rule: 'maxLength', length }),
  email: () => check(isValidEmail, () => translate('validation.email')),
  emailRequired: (): FormRule => () => ({
    required: true,
    message: translate('validation.emailRequired'),
  }),
  /**
   * A field's rules from the wire contract, one antd rule each so the form shows every broken
   * one. `message` words a broken rule (by default `fieldRuleMessage`).
   */
  contract: (
    prop: string,
    rules: readonly FieldRule[],
    message: (prop: string, rule: FieldRule) => string = fieldRuleMessage,
  ): FormRule[] => rules.map((rule) => contractRule(rule, () => message(prop, rule))),
};
