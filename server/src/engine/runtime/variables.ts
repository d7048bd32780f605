import { engineBadRequest } from '../errors';
import { findBadInput } from '../../limits/input-limits';
import type { TypedValue, VariableMap } from '../types';

/** A variable as the engine holds it: Camunda's type and the plain value (Json parsed). */
export interface Variable {
  type: string;
  value: unknown;
}
export type Variables = Map<string, Variable>;

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

const refuse = (name: string, type: string, value: unknown) =>
  engineBadRequest(
    `Cannot convert value ${JSON.stringify(value)} of variable "${name}" to type ${type}`,
  );

const inferType = (value: unknown) => {
  if (value === null || value === undefined) return 'Null';
  if (typeof value === 'boolean') return 'Boolean';
  if (typeof value === 'string') return 'String';
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return 'Double';
    return value >= INT_MIN && value <= INT_MAX ? 'Integer' : 'Long';
  }
  return 'Json';
};

/** Checks one REST value against its declared type (case-insensitive, as Camunda does). */
function fromTyped(name: string, typed: TypedValue): Variable {
  if (!typed || typeof typed !== 'object' || Array.isArray(typed)) {
    throw engineBadRequest(`Variable "${name}" must be an object with a value`);
  }
  const { value } = typed;
  const declared = typed.type
    ? typed.type[0].toUpperCase() + typed.type.slice(1).toLowerCase()
    : '';
  const type = declared || inferType(value);
  switch (type) {
    case 'Null':
      return { type, value: null };
    case 'String':
      if (value !== null && typeof value !== 'string') throw refuse(name, type, value);
      return { type, value };
    case 'Boolean':
      if (typeof value === 'string' && /^(true|false)$/.test(value)) {
        return { type, value: value === 'true' };
      }
      if (value !== null && typeof value !== 'boolean') throw refuse(name, type, value);
      return { type, value };
    case 'Integer':
    case 'Short':
    case 'Long':
    case 'Double': {
      const number = typeof value === 'string' && value.trim() ? Number(value) : value;
      const integral = type !== 'Double';
      if (value === null) return { type, value };
      if (typeof number !== 'number' || !Number.isFinite(number)) throw refuse(name, type, value);
      if (integral && !Number.isInteger(number)) throw refuse(name, type, value);
      if (type === 'Integer' && (number < INT_MIN || number > INT_MAX)) {
        throw refuse(name, type, value);
      }
      return { type, value: number };
    }
    case 'Json':
    case 'Object': {
      if (typeof value !== 'string') return { type: 'Json', value };
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        throw engineBadRequest(`Variable "${name}" of type Json does not hold JSON`);
      }
      // The same limits as a request body: nested 5,000 deep it would overflow the stack on
      // its way to the engine thread.
      const problem = findBadInput(parsed, `variable "${name}"`);
      if (problem) throw engineBadRequest(problem);
      return { type: 'Json', value: parsed };
    }
    case 'Date': {
      const date = typeof value === 'string' ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) throw refuse(name, type, value);
      return { type, value: date.toISOString() };
    }
    default:
      throw engineBadRequest(`Variable "${name}" has an unsupported type: ${typed.type}`);
  }
}

/** REST variables → engine variables; a wrong type is a 400 and nothing is changed. */
export function fromVariableMap(map: VariableMap | undefined | null): Variables {
  const result: Variables = new Map();
  if (!map) return result;
  if (typeof map !== 'object' || Array.isArray(map)) {
    throw engineBadRequest('Variables must be an object of { value, type } entries');
  }
  for (const [name, typed] of Object.entries(map)) result.set(name, fromTyped(name, typed));
  return result;
}

/** Plain values (a worker's output, JSONata's result) → engine variables. */
export function fromPlain(values: Record<string, unknown>): Variables {
  return new Map(
    Object.entries(values).map(([name, value]) => [name, { type: inferType(value), value }]),
  );
}

/** An engine variable in Camunda's REST shape (Json values are serialized text). */
export function toTyped({ type, value }: Variable): TypedValue {
  if (type === 'Json') {
    return {
      type,
      value: JSON.stringify(value),
      valueInfo: { serializationDataFormat: 'application/json' },
    };
  }
  return { type, value, valueInfo: {} };
}

export const toVariableMap = (variables: Variables, names?: string[] | null): VariableMap =>
  Object.fromEntries(
    [...variables]
      .filter(([name]) => !names || names.includes(name))
      .map(([name, variable]) => [name, toTyped(variable)]),
  );

export const plainValues = (variables: Variables) =>
  Object.fromEntries([...variables].map(([name, { value }]) => [name, value]));

/** Stored form: the value as JSON text. */
export const storedValue = (variable: Variable) => JSON.stringify(variable.value ?? null);
export const parseStored = (type: string, value: string | null): Variable => ({
  type,
  value: value === null ? null : (JSON.parse(value) as unknown),
});
