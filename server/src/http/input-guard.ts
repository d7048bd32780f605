import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { invalidInput } from './envelope';
import { findBadInput, INT32_MAX, INT32_MIN, MAX_LIST_ITEMS } from '../limits/input-limits';

type JsonSchema = Record<string | symbol, unknown>;

/** Keywords whose values are schemas, or lists or maps of schemas. */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
const MANY = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions'];

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of `schema` in which every number carries bounds: an integer with none declared gets
 * PostgreSQL's `integer` range (the column every id, page and count lands in), any other number
 * must be finite, and a list without its own limit holds at most MAX_LIST_ITEMS. A route whose
 * field lands elsewhere says so by declaring its own bounds.
 */
export function boundedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundedSchema);
  if (!isSchema(schema)) return schema;
  const copy: JsonSchema = { ...schema };
  const types = Array.isArray(copy.type) ? copy.type : [copy.type];
  if (types.includes('integer')) {
    copy.minimum ??= INT32_MIN;
    copy.maximum ??= INT32_MAX;
  } else if (types.includes('number')) {
    copy.minimum ??= -Number.MAX_VALUE;
    copy.maximum ??= Number.MAX_VALUE;
  }
  if (types.includes('array')) copy.maxItems ??= MAX_LIST_ITEMS;
  for (const key of ONE) if (isSchema(copy[key])) copy[key] = boundedSchema(copy[key]);
  for (const key of MANY) if (Array.isArray(copy[key])) copy[key] = boundedSchema(copy[key]);
  if (Array.isArray(copy.items)) copy.items = boundedSchema(copy.items);
  for (const key of MAP) {
    if (!isSchema(copy[key])) continue;
    copy[key] = Object.fromEntries(
      Object.entries(copy[key] as JsonSchema).map(([name, sub]) => [name, boundedSchema(sub)]),
    );
  }
  return copy;
}

const PARTS = ['params', 'querystring', 'body', 'headers'] as const;

/**
 * One rule at the edge for every route (docs/api.md, "Security"): numbers carry their column's
 * bounds (schemas are tightened as routes register), and no string, key, list or nesting that
 * the database or the engine cannot take gets past validation, whether the route has a schema
 * or not. A refused request reaches no handler, so it changes nothing.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const schema: FastifySchema = { ...route.schema };
    for (const part of PARTS) {
      if (schema[part]) schema[part] = boundedSchema(schema[part]);
    }
    route.schema = schema;
  });
  const check = async (request: FastifyRequest) => {
    const problem =
      findBadInput(request.params, 'params') ??
      findBadInput(request.query, 'querystring') ??
      findBadInput(request.body, 'body');
    if (problem) throw invalidInput(problem);
  };
  // Before validation, the raw text; after it, what coercion made of it (`1e400` in a query
  // becomes Infinity, which passes ajv's integer check).
  app.addHook('preValidation', check);
  app.addHook('preHandler', check);
}
