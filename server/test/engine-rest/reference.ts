import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Camunda 7.24's engine-rest as rendered from its OpenAPI templates: the file sits in the
 * shared folder beside the project's root (`../shared`), where CI puts it too.
 */
const FILE = path.resolve(__dirname, '../../../../shared/camunda-rest-reference.json');

/** One resource of the reference: its query parameters, sort keys and body. */
export interface ReferenceEndpoint {
  query?: string[];
  sortBy?: string[];
  body?: { contentType: string; schema?: { ref?: string } };
}

interface Reference {
  endpoints: Record<string, ReferenceEndpoint>;
  schemas: Record<string, { fields: Record<string, unknown>; extends?: string[] }>;
  errors: { call: string; when: string; status: number; type: string; message: string }[];
}

let loaded: Reference | undefined;
const reference = (): Reference => (loaded ??= JSON.parse(readFileSync(FILE, 'utf8')) as Reference);

/** The resources of the reference, keyed `METHOD /path/{param}`. */
export const referenceEndpoints = () => reference().endpoints;

/** The field names of a DTO, its parents' included, sorted. */
export function dtoFields(name: string): string[] {
  const schema = reference().schemas[name];
  if (!schema) throw new Error(`${name} is not in ${FILE}`);
  const inherited = (schema.extends ?? []).flatMap(dtoFields);
  return [...new Set([...Object.keys(schema.fields), ...inherited])].sort();
}

/** The error Camunda answers for `call` when `when`, with `{id}`-style holes filled. */
export function camundaError(call: string, when: string, values: Record<string, string>) {
  const error = reference().errors.find((e) => e.call === call && e.when === when);
  if (!error) throw new Error(`no error for ${call} (${when}) in ${FILE}`);
  const message = error.message.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
  return { status: error.status, type: error.type, message };
}
