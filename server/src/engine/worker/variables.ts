import type { TypedValue, VariableMap } from '../types';

export type PlainValues = Record<string, unknown>;

/** Camunda carries Json (and Object) values as JSON text; connectors want the value itself. */
function plainValue(variable: TypedValue): unknown {
  const type = variable.type?.toLowerCase();
  if ((type === 'json' || type === 'object') && typeof variable.value === 'string') {
    try {
      return JSON.parse(variable.value) as unknown;
    } catch {
      return variable.value;
    }
  }
  return variable.value ?? null;
}

export function toPlainValues(variables: VariableMap | undefined): PlainValues {
  const plain: PlainValues = {};
  for (const [name, variable] of Object.entries(variables ?? {}))
    plain[name] = plainValue(variable);
  return plain;
}

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** The Camunda type a plain value is stored as, the way Camunda's own clients choose it. */
export function toTypedValue(value: unknown): TypedValue {
  if (value === null || value === undefined) return { value: null, type: 'Null' };
  if (typeof value === 'string') return { value, type: 'String' };
  if (typeof value === 'boolean') return { value, type: 'Boolean' };
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return { value, type: 'Double' };
    return { value, type: value >= INT_MIN && value <= INT_MAX ? 'Integer' : 'Long' };
  }
  return { value: JSON.stringify(value), type: 'Json' };
}

export function toVariableMap(values: PlainValues): VariableMap {
  const map: VariableMap = {};
  for (const [name, value] of Object.entries(values)) {
    // JSONata drops undefined fields of objects it builds, but a command's JSON cannot hold them.
    if (value !== undefined) map[name] = toTypedValue(value);
  }
  return map;
}
