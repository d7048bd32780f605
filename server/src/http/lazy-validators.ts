import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions, FastifySchemaCompiler } from 'fastify';

type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];
type Validate = ReturnType<FastifySchemaCompiler<unknown>> & { errors?: unknown };
type BuildValidator = (
  externalSchemas: Record<string, unknown>,
  options: unknown,
) => FastifySchemaCompiler<unknown>;
type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<SchemaController['compilersFactory']>['buildValidator'];

/**
 * Fastify's own ajv validators, each compiled the first time its route is called instead of
 * all at start: compiling the 300-odd route schemas took 3.3 of the 4.2 s a server needed to
 * be ready, paid again by every test file. A request is validated exactly as before; the
 * first call of a route pays its compile (a few ms). Fastify reads a failed validation's
 * errors from the function it holds, so they are copied onto it.
 */
export function lazyValidators(): SchemaController {
  // The declared types give the compiler a bare schema; Fastify passes the route's definition
  // ({ schema, method, url, httpPart }), as its own ajv compiler expects.
  const buildFromPool = AjvCompiler() as unknown as BuildValidator;
  const buildValidator: BuildValidator = (externalSchemas, options) => {
    const compile = buildFromPool(externalSchemas, options);
    return (route: RouteSchema) => {
      let validate: Validate | undefined;
      const lazy: Validate = (...args: Parameters<Validate>) => {
        validate ??= compile(route) as Validate;
        const result = validate(...args);
        lazy.errors = validate.errors;
        return result;
      };
      return lazy;
    };
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}
