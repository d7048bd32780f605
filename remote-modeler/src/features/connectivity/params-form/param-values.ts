import type { ParamMeta, ParamValue } from '@console/shared';

/** The form's starting values: what is saved, else the field's default (a Switch starts off). */
export function initialParameters(
  meta: readonly ParamMeta[],
  saved: Record<string, unknown> = {},
): Record<string, ParamValue | undefined> {
  const values: Record<string, ParamValue | undefined> = {};
  for (const field of meta) {
    // A secret's value never comes back; its field starts empty (or "set", see SecretInput).
    if (field.type === 'Secret') continue;
    const value = saved[field.name];
    if (value !== undefined) values[field.name] = value as ParamValue;
    else if (field.default !== undefined) values[field.name] = field.default;
    else if (field.type === 'Boolean') values[field.name] = false;
  }
  return values;
}

/**
 * The parameters to send. A secret left as it was is left out, so the server keeps it; a
 * cleared choice that may be none is sent as null; other empty fields are left out.
 */
export function parametersOf(
  meta: readonly ParamMeta[],
  values: Record<string, ParamValue | undefined> = {},
): Record<string, ParamValue> {
  const parameters: Record<string, ParamValue> = {};
  for (const field of meta) {
    const value = values[field.name];
    if (value !== undefined && value !== '') parameters[field.name] = value;
    else if (field.type === 'SelectItems' && field.nullable) parameters[field.name] = null;
  }
  return parameters;
}
