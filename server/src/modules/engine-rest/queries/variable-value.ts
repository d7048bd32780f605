import { sql, type SQL } from 'drizzle-orm';
import { variables } from '../../../db/schema';

const v = variables;

/**
 * The history's variableValue as its type: `true`/`false` a boolean and a number a number,
 * as variable-filter.ts reads values of the query string; a JSON body's value is already typed.
 */
const typedOf = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^-?\d+(\.\d+)?$/.test(value) && Number.isFinite(Number(value))) return Number(value);
  return value;
};

/** A CASE, not an AND: SQL does not promise to test the type before it casts the value. */
const NUMBER = sql`(case when ${v.type} in ('Integer', 'Long', 'Short', 'Double') and ${v.value} <> 'null' then (${v.value})::numeric end)`;
const TEXT = sql`(case when ${v.type} = 'String' then ${v.value}::jsonb #>> '{}' end)`;

/**
 * This variable row's value equals `value` (Camunda's variableValueEquals): a number equals a
 * numeric variable, a boolean a Boolean one, a text a String one (case-insensitively when
 * `ignoreCase`); null a null variable. A query-string text that reads as a
 * number or boolean also matches that text, since the query string cannot say which is meant.
 */
export function variableValueIs(value: unknown, ignoreCase: boolean): SQL | undefined {
  if (value === undefined) return undefined;
  const typed = typedOf(value);
  if (typed === null) return sql`(${v.type} = 'Null' or ${v.value} is null or ${v.value} = 'null')`;
  const text = String(value);
  const textIs = ignoreCase
    ? sql`(${v.type} = 'String' and lower(${TEXT}) = ${text.toLowerCase()})`
    : sql`(${v.type} = 'String' and ${TEXT} = ${text})`;
  if (typeof typed === 'boolean') {
    const booleanIs = sql`(${v.type} = 'Boolean' and ${v.value} = ${String(typed)})`;
    return typeof value === 'string' ? sql`(${booleanIs} or ${textIs})` : booleanIs;
  }
  if (typeof typed === 'number') {
    const numberIs = sql`(${NUMBER} = ${typed})`;
    return typeof value === 'string' ? sql`(${numberIs} or ${textIs})` : numberIs;
  }
  return textIs;
}
