import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { variables } from '../../../db/schema';
import { engineBadRequest } from '../../errors';

/** Camunda's variable query operators (VariableQueryParameterDto). */
const OPERATORS = ['eq', 'neq', 'gt', 'gteq', 'lt', 'lteq', 'like', 'notLike'] as const;
type Operator = (typeof OPERATORS)[number];

/** One `variables` condition: an instance fits when it has a variable of that name and value. */
export interface VariableCondition {
  name: string;
  operator: Operator;
  value: unknown;
}

const FORMAT = 'variables query parameter has to have format KEY_OPERATOR_VALUE';

const operatorOf = (text: string): Operator => {
  const operator = OPERATORS.find((candidate) => candidate === text);
  if (!operator) throw engineBadRequest(`Invalid variable comparator specified: ${text}`);
  return operator;
};

/**
 * A value from the query string: `true`/`false` and numbers are compared as what they say,
 * so `amount_gt_100` means a number (Camunda would compare the text "100" and match nothing).
 */
export const valueOfText = (text: string): unknown => {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text))) return Number(text);
  return text;
};

/**
 * `variables` as the GET form writes it (`name_op_value`, comma-separated; the name may hold
 * underscores, the operator is the last `_op_` that names one) or as the POST form's list.
 */
export function variableConditions(
  input: string | readonly { name: string; operator: string; value?: unknown }[] | undefined,
): VariableCondition[] | undefined {
  if (input === undefined) return undefined;
  if (Array.isArray(input)) {
    return input.map((item) => {
      const value = item.value ?? null;
      if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
        throw engineBadRequest(
          `Variable ${item.name}: value must be a string, number, boolean or null`,
        );
      }
      return { name: item.name, operator: operatorOf(item.operator), value };
    });
  }
  return (input as string)
    .split(',')
    .filter((part) => part.trim())
    .map((expression) => {
      const match = /^(.+)_(eq|neq|gt|gteq|lt|lteq|like|notLike)_(.*)$/.exec(expression);
      if (!match) throw engineBadRequest(FORMAT);
      return { name: match[1], operator: operatorOf(match[2]), value: valueOfText(match[3]) };
    });
}

const v = variables;
/** A CASE, not an AND: SQL does not promise to test the type before it casts the value. */
/** A String variable's text (null for the other types). */
export const STORED_TEXT = sql`(case when ${v.type} = 'String' then ${v.value}::jsonb #>> '{}' end)`;
export const STORED_NUMBER = sql`(case when ${v.type} in ('Integer', 'Long', 'Short', 'Double') and ${v.value} <> 'null' then (${v.value})::numeric end)`;
const COMPARE: Record<Exclude<Operator, 'like' | 'notLike'>, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gteq: '>=',
  lt: '<',
  lteq: '<=',
};

/** The stored value's condition; stored values are JSON text (a string in quotes). */
function valueCondition(c: VariableCondition, ignoreCase: boolean): SQL {
  const { operator, value } = c;
  if (value === null) {
    if (operator === 'eq') return sql`(${v.type} = 'Null' or ${v.value} = 'null')`;
    if (operator === 'neq') return sql`(${v.type} <> 'Null' and ${v.value} <> 'null')`;
    throw engineBadRequest(`Variable ${c.name}: only eq and neq compare with null`);
  }
  if (typeof value === 'boolean') {
    if (operator !== 'eq' && operator !== 'neq') {
      throw engineBadRequest(`Variable ${c.name}: only eq and neq compare with a boolean`);
    }
    return sql`(${v.type} = 'Boolean' and ${v.value} ${sql.raw(COMPARE[operator])} ${String(value)})`;
  }
  if (typeof value === 'number') {
    if (operator === 'like' || operator === 'notLike') {
      throw engineBadRequest(`Variable ${c.name}: like and notLike compare with text`);
    }
    return sql`(${STORED_NUMBER} ${sql.raw(COMPARE[operator])} ${value})`;
  }
  const text = STORED_TEXT;
  const [stored, wanted] = ignoreCase
    ? [sql`lower(${text})`, String(value).toLowerCase()]
    : [text, String(value)];
  const isText = sql`${v.type} = 'String'`;
  if (operator === 'like') return sql`(${isText} and ${stored} like ${wanted})`;
  if (operator === 'notLike') return sql`(${isText} and ${stored} not like ${wanted})`;
  return sql`(${isText} and ${stored} ${sql.raw(COMPARE[operator])} ${wanted})`;
}

/**
 * The instances (by `instanceColumn`) that hold a variable fitting every condition. Names and
 * text values compare case-insensitively when asked (variableNamesIgnoreCase and
 * variableValuesIgnoreCase).
 */
export function variableMatch(
  instanceColumn: AnyColumn,
  tenantId: number,
  conditions: readonly VariableCondition[],
  ignoreCase: { names?: boolean; values?: boolean } = {},
): SQL | undefined {
  if (!conditions.length) return undefined;
  const each = conditions.map((c) => {
    const name = ignoreCase.names
      ? sql`lower(${v.name}) = ${c.name.toLowerCase()}`
      : eq(v.name, c.name);
    return sql`exists (select 1 from ${v} where ${and(
      sql`${v.processInstanceId} = ${instanceColumn}`,
      eq(v.tenantId, tenantId),
      name,
      valueCondition(c, !!ignoreCase.values),
    )})`;
  });
  return and(...each);
}
