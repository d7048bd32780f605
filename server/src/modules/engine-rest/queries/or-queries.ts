import { Type, type TObject } from 'typebox';
import { BodyVariables } from './instance-filters';
import { postBodyOf } from './post-query';

/**
 * Camunda's `orQueries` body field of a list whose filters are `querystring`'s (the engine's
 * or-queries.ts reads it).
 */
export const orQueriesOf = (querystring: TObject) => ({
  orQueries: Type.Optional(Type.Array(postBodyOf(querystring, BodyVariables), { maxItems: 10 })),
});
