import type { FormInstance, FormRule } from 'antd';

/**
 * Runs antd rules the way Form does for one value and returns every message they give.
 * `values` are the other fields, for rules that depend on them.
 */
export async function ruleMessages(
  rules: FormRule[],
  value: unknown,
  values: Record<string, unknown> = {},
): Promise<string[]> {
  // Rules only read fields through getFieldValue, so a partial form stands in for the real one.
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  const messages: string[] = [];
  for (const rule of rules) {
    const resolved = typeof rule === 'function' ? rule(form) : rule;
    // As in antd's validator, a rule's own validator replaces its `required` check.
    if (resolved.validator) {
      try {
        await resolved.validator(resolved, value, () => undefined);
      } catch (error) {
        messages.push((error as Error).message);
      }
    } else if (resolved.required) {
      const empty =
        value == null ||
        value === '' ||
        (resolved.whitespace && typeof value === 'string' && !value.trim());
      if (empty) messages.push(String(resolved.message));
    }
  }
  return messages;
}
