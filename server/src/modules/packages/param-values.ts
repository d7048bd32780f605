import type { ParamMeta, ParamValue } from '@console/shared/contract';
import { badRequest } from '../../http/envelope';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** One value checked against its field; the error names the field by its label. */
function checkValue(field: ParamMeta, value: unknown): ParamValue {
  const fail = (why: string) => badRequest(`${field.label}: ${why}`);
  switch (field.type) {
    case 'Int': {
      if (typeof value !== 'number' || !Number.isInteger(value))
        throw fail('must be a whole number');
      if (field.min !== undefined && value < field.min) throw fail(`must be at least ${field.min}`);
      if (field.max !== undefined && value > field.max) throw fail(`must be at most ${field.max}`);
      return value;
    }
    case 'Boolean':
      if (typeof value !== 'boolean') throw fail('must be true or false');
      return value;
    case 'SelectItems':
      if (typeof value !== 'string' || !field.items?.some((item) => item.value === value)) {
        throw fail(`must be one of ${(field.items ?? []).map((item) => item.value).join(', ')}`);
      }
      return value;
    default:
      if (typeof value !== 'string') throw fail('must be text');
      if (value.length > 65_536) throw fail('is longer than 65536 characters');
      return value;
  }
}

/**
 * The values a form sent, checked against its fields: unknown names are refused, a missing
 * required value is an error unless `kept` has it (a secret left as it was), defaults fill in.
 */
export function checkValues(
  fields: readonly ParamMeta[],
  values: Record<string, unknown>,
  kept: ReadonlySet<string> = new Set(),
): Record<string, ParamValue> {
  const known = new Set(fields.map((field) => field.name));
  const unknown = Object.keys(values).filter((name) => !known.has(name));
  if (unknown.length) throw badRequest(`Unknown parameter: ${unknown.join(', ')}`);
  const checked: Record<string, ParamValue> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (present(value)) checked[field.name] = checkValue(field, value);
    else if (kept.has(field.name)) continue;
    else if (field.default !== undefined && field.default !== null)
      checked[field.name] = field.default;
    else if (field.required) throw badRequest(`${field.label} is required`);
    else checked[field.name] = null;
  }
  return checked;
}

/** The fields of a paramsMeta, checked as a whole: unique names, items for a select, defaults of their type. */
export function checkParamsMeta(fields: readonly ParamMeta[]): ParamMeta[] {
  const seen = new Set<string>();
  return fields.map((field) => {
    if (seen.has(field.name)) throw badRequest(`The parameter ${field.name} is described twice`);
    seen.add(field.name);
    if (field.type === 'SelectItems' && !field.items?.length) {
      throw badRequest(`${field.label}: a SelectItems field needs items`);
    }
    if (field.type !== 'SelectItems' && (field.items || field.nullable !== undefined)) {
      throw badRequest(`${field.label}: only a SelectItems field has items and nullable`);
    }
    if (field.default !== undefined && field.default !== null) checkValue(field, field.default);
    return { ...field, required: field.required ?? false };
  });
}
