import { formRules, translate, type ParamMeta } from '@console/shared';
import type { FormRule } from 'antd';

const empty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The rules of a generated field: "<label> is required" (SPEC §5's wording) when it must have a
 * value, a whole number within its range for Int. A secret that is set and kept passes.
 */
export function paramRules(field: ParamMeta, secretIsSet: boolean): FormRule[] {
  const rules: FormRule[] = [];
  if (field.required && field.type === 'Secret') {
    rules.push(() => ({
      required: true,
      validator: (_rule, value: unknown) =>
        (secretIsSet && value === undefined) || !empty(value)
          ? Promise.resolve()
          : Promise.reject(new Error(translate('validation.required', { prop: field.label }))),
    }));
  } else if (field.required && field.type === 'Int') {
    // formRules.required checks text; a number needs the bare check.
    rules.push(() => ({
      required: true,
      message: translate('validation.required', { prop: field.label }),
    }));
  } else if (field.required && field.type !== 'Boolean') {
    rules.push(formRules.required(field.label));
  }
  if (field.type === 'Int') {
    const min = field.min ?? Number.MIN_SAFE_INTEGER;
    const max = field.max ?? Number.MAX_SAFE_INTEGER;
    rules.push(() => ({
      validator: (_rule, value: unknown) =>
        empty(value) || (Number.isInteger(value) && Number(value) >= min && Number(value) <= max)
          ? Promise.resolve()
          : Promise.reject(
              new Error(
                translate('validation.integerRange', {
                  prop: field.label,
                  min: field.min ?? '-∞',
                  max: field.max ?? '∞',
                }),
              ),
            ),
    }));
  }
  return rules;
}
