import fc from 'fast-check';
import type { RouteEntry } from '../../src/http/route-table';

/** One request the walker sends: a route with one part of its input made bad. */
export interface BadCase {
  label: string;
  method: string;
  url: string;
  /** Raw text (JSON or multipart) so that values JSON cannot carry (1e400) can be sent. */
  payload?: string;
  headers?: Record<string, string>;
}

const DEEP = 5000;
const HUGE_LIST = 100_000;
/** Marks where raw JSON text goes in a stringified body. */
const RAW = '\u0001raw\u0001';

/** Text values every string field and parameter gets. */
export const BAD_TEXT = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '',
  ' ',
  'x'.repeat(70_000),
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  "' or 1=1 --",
  '${execution.getVariable.constructor("return process")()}',
];
/** Numbers as text, for paths and queries. */
export const BAD_NUMBER_TEXT = [
  '2147483648',
  '-2147483649',
  '1e21',
  '9223372036854775808',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '-1',
  '1.5',
];
const HUGE_JSON_LIST = `[${Array.from({ length: HUGE_LIST }, (_, i) => i + 1).join(',')}]`;
/** Raw JSON values every body field gets. */
const BAD_JSON = [
  '2147483648',
  '-2147483649',
  '1e21',
  '9223372036854775808',
  '1e400',
  '-1',
  '1.5',
  'true',
  'null',
  '{}',
  '[]',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  HUGE_JSON_LIST,
  `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
  `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
];
/** What a number or flag in a query string gets. */
const NUMBERISH_QUERY = [...BAD_NUMBER_TEXT, 'a\u0000b', '\ud800', '', 'x'.repeat(70_000)];
/** One bad text and one bad raw value of each kind, for nested body fields. */
const NESTED_TEXT = ['a\u0000b', '\ud800', 'x'.repeat(70_000), '__proto__', "' or 1=1 --"];
const NESTED_JSON = [
  '2147483648',
  '1e400',
  '-1',
  '{}',
  '[]',
  '{"__proto__":{"polluted":true}}',
  `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
];
/** A Json variable nested DEEP levels, as Camunda clients send typed values. */
const DEEP_JSON_VARIABLE = `{"deep":{"type":"Json","value":${JSON.stringify(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`)}}}`;
/** Names that carry Camunda variable maps. */
const VARIABLE_MAPS = ['variables', 'modifications', 'processVariables', 'localVariables'];
/** Query names tried on every route, beside those its schema declares. */
const COMMON_QUERY = ['id', 'page', 'pageSize', 'firstResult', 'maxResults', 'sortBy', 'bpId'];

type Schema = Record<string, unknown>;
type FieldPath = (string | number)[];
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const propertiesOf = (schema: unknown) =>
  Object.keys((isSchema(schema) && (schema.properties as Schema | undefined)) || {});

/** Whether a property of a schema takes a list (its type, or one of its union's). */
const acceptsList = (schema: unknown, name: string) => {
  const properties = isSchema(schema) ? (schema.properties as Schema | undefined) : undefined;
  const property = properties?.[name];
  if (!isSchema(property)) return false;
  const branches = [property, ...((property.anyOf as unknown[] | undefined) ?? [])];
  return branches.some((branch) => isSchema(branch) && branch.type === 'array');
};

/** The JSON type a schema declares for one of its properties (through Optional). */
const typeOf = (schema: unknown, name: string) => {
  const properties = isSchema(schema) ? (schema.properties as Schema | undefined) : undefined;
  const property = properties?.[name];
  return isSchema(property) ? property.type : undefined;
};

/**
 * Every field of a body schema, nested ones too (`topics[0].topicName`, `variables.x.value`):
 * lists are entered at item 0 and maps (a schema's additional or pattern properties) at key x.
 */
export function fieldPaths(schema: unknown, prefix: FieldPath = [], depth = 0): FieldPath[] {
  if (!isSchema(schema) || depth > 4) return [];
  const paths: FieldPath[] = [];
  const enter = (sub: unknown, path: FieldPath) => {
    paths.push(path);
    paths.push(...fieldPaths(sub, path, depth + 1));
  };
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const branch of (schema[key] as unknown[] | undefined) ?? []) {
      paths.push(...fieldPaths(branch, prefix, depth));
    }
  }
  for (const [name, sub] of Object.entries((schema.properties as Schema | undefined) ?? {})) {
    enter(sub, [...prefix, name]);
  }
  if (isSchema(schema.items)) paths.push(...fieldPaths(schema.items, [...prefix, 0], depth + 1));
  const maps = [
    schema.additionalProperties,
    ...Object.values((schema.patternProperties as Schema | undefined) ?? {}),
  ];
  for (const sub of maps.filter(isSchema)) enter(sub, [...prefix, 'x']);
  // The same path comes twice when a union's branches share a field: keep the first.
  const unique = new Map(paths.map((path) => [path.join('\u0001'), path]));
  return [...unique.values()];
}

const nest = (path: FieldPath): unknown =>
  path.length === 0
    ? RAW
    : typeof path[0] === 'number'
      ? [nest(path.slice(1))]
      : { [path[0]]: nest(path.slice(1)) };
const label = (path: FieldPath) =>
  path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`))
    .join('')
    .slice(1);

const json = (value: unknown) => JSON.stringify(value);

/**
 * encodeLoose's answers: the walk encodes the same few values (one of 70,000 characters) for
 * every route, and encoding them char by char was a quarter of its thread's time.
 */
const encodedLoose = new Map<string, string>();

/**
 * Percent-encodes any text, lone surrogates too: those go as the three bytes UTF-8 would give
 * them (what a careless client sends), where encodeURIComponent throws.
 */
export function encodeLoose(text: string): string {
  let encoded = encodedLoose.get(text);
  if (encoded === undefined) {
    encoded = encodeCharByChar(text);
    encodedLoose.set(text, encoded);
  }
  return encoded;
}

function encodeCharByChar(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.codePointAt(0)!;
    if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}
/** A JSON body with the field at `path` set to raw JSON text. */
const withRaw = (path: FieldPath, raw: string) => json(nest(path)).replace(json(RAW), raw);

/** Extra strings from fast-check with a fixed seed: runs are repeatable, yet not hand-picked. */
const sampledText = fc.sample(
  fc.string({
    unit: fc.constantFrom('a', ' ', '\u0000', '\ud800', '\udfff', '\u{1F600}', '%', '"', '\\'),
    minLength: 1,
    maxLength: 12,
  }),
  { seed: 8, numRuns: 6 },
);

/**
 * The bad requests for one route: each path parameter, query field and body field (nested
 * ones too) in turn
 * gets every bad value while the rest stay as `fill` gives them; then whole bodies that are
 * not what the route takes, and broken multipart.
 */
export function badCases(route: RouteEntry, fill: (param: string) => string): BadCase[] {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const urlWith = (values: Record<string, string>) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => encodeLoose(values[name] ?? fill(name)));
  const base = urlWith({});
  const cases: BadCase[] = [];
  const add = (label: string, url: string, payload?: string, headers?: Record<string, string>) =>
    cases.push({ label, method: route.method, url, payload, headers });
  const textValues = [...BAD_TEXT, ...BAD_NUMBER_TEXT, ...sampledText];

  for (const param of params) {
    for (const value of textValues)
      add(`path ${param}=${preview(value)}`, urlWith({ [param]: value }));
  }
  const queryNames = new Set([...propertiesOf(route.schema?.querystring), ...COMMON_QUERY]);
  for (const name of queryNames) {
    // A text filter gets the bad texts; a number or flag (or an undeclared name) the bad
    // numbers and the texts every parser must survive. (Path and body fields get them all.)
    const isText = typeOf(route.schema?.querystring, name) === 'string';
    for (const value of isText ? BAD_TEXT : NUMBERISH_QUERY) {
      add(`query ${name}=${preview(value)}`, `${base}?${encodeLoose(name)}=${encodeLoose(value)}`);
    }
  }
  if (route.method === 'GET') return cases;

  const jsonHeaders = { 'content-type': 'application/json' };
  for (const path of fieldPaths(route.schema?.body)) {
    // Top-level fields get every value. Nested ones (a query inside a command, its orQueries)
    // repeat the top-level fields of other routes: they get one value of each kind.
    const top = path.length === 1;
    for (const value of top ? [...BAD_TEXT, ...sampledText] : NESTED_TEXT) {
      add(`body ${label(path)}=${preview(value)}`, base, withRaw(path, json(value)), jsonHeaders);
    }
    // The 100,000-item list (600 KB to parse) goes where a list is taken, and as the whole
    // body below: elsewhere it is one more wrong type, and the slowest case by far.
    const lists = top && acceptsList(route.schema?.body, String(path[0]));
    const raws = top ? BAD_JSON.filter((raw) => raw !== HUGE_JSON_LIST || lists) : NESTED_JSON;
    for (const raw of raws) {
      add(`body ${label(path)}=${preview(raw)}`, base, withRaw(path, raw), jsonHeaders);
    }
  }
  for (const raw of BAD_JSON) add(`body ${preview(raw)}`, base, raw, jsonHeaders);
  for (const field of VARIABLE_MAPS) {
    add(
      `body ${field} with a deep Json variable`,
      base,
      withRaw([field], DEEP_JSON_VARIABLE),
      jsonHeaders,
    );
  }
  add('body "text"', base, json('text'), jsonHeaders);
  add('body not JSON', base, '{"a":', jsonHeaders);
  add('multipart without boundary', base, 'x', { 'content-type': 'multipart/form-data' });
  const boundary = 'walk';
  add(
    'multipart cut short',
    base,
    `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="a.bpmn"\r\n\r\n<def`,
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
  );
  add(
    'multipart with a NUL file name',
    base,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pem"\r\n\r\nx\r\n--${boundary}--\r\n`,
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
  );
  return cases;
}

const preview = (value: string) =>
  value.length > 24 ? `${json(value.slice(0, 16))}…(${value.length})` : json(value);
