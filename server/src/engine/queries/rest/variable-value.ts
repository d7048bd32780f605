import { sql, type SQL } from 'drizzle-orm';
import { variables } from '../../../db/schema';
import { STORED_NUMBER, STORED_TEXT, valueOfText } from './variable-filter';

const v = variables;

/** A JSON body's value is typed already; a query string's is read as variable-filter.ts reads it. */
const typedOf = (value: unknown): unknown =>
  typeof value === 'string' ? valueOfText(value) : value;

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
    ? sql`(${v.type} = 'String' and lower(${STORED_TEXT}) = ${text.toLowerCase()})`
    : sql`(${v.type} = 'String' and ${STORED_TEXT} = ${text})`;
  if (typeof typed === 'boolean') {
    const booleanIs = sql`(${v.type} = 'Boolean' and ${v.value} = ${String(typed)})`;
    return typeof value === 'string' ? sql`(${booleanIs} or ${textIs})` : booleanIs;
  }
  if (typeof typed === 'number') {
    const numberIs = sql`(${STORED_NUMBER} = ${typed})`;
    return typeof value === 'string' ? sql`(${numberIs} or ${textIs})` : numberIs;
  }
  return textIs;
}
