import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import { queryOfBody } from '../../../engine';
import { MAX_LIST_ITEMS } from '../../../limits/input-limits';
import { open, Paging } from './common';

/** Paging stays in the query string of Camunda's POST queries. */
export const PagingQuery = Type.Object(Paging, open);

const PAGING_AND_SORTING = new Set(['firstResult', 'maxResults', 'sortBy', 'sortOrder']);
const Sorting = Type.Array(
  Type.Object(
    // Both optional here: one alone is Camunda's own 400, which sortOf answers.
    {
      sortBy: Type.Optional(Type.String({ maxLength: 64 })),
      sortOrder: Type.Optional(Type.String({ maxLength: 8 })),
    },
    open,
  ),
  { maxItems: 8 },
);

const isText = (schema: TSchema) => (schema as { type?: unknown }).type === 'string';

/**
 * The JSON body of a list's POST form (Camunda's `POST /process-instance`, `POST
 * /history/activity-instance` …): the GET's filters, a text filter also as a list (`…In`
 * arrays), and `sorting: [{ sortBy, sortOrder }]` instead of sortBy and sortOrder; `bodyOnly`
 * adds fields only the body has (the `variables` list).
 */
export function postBodyOf(querystring: TObject, bodyOnly: TProperties = {}) {
  const filters = Object.entries(querystring.properties).filter(
    ([name]) => !PAGING_AND_SORTING.has(name),
  );
  return Type.Object(
    {
      ...Object.fromEntries(
        filters.map(([name, schema]) => [
          name,
          Type.Optional(
            isText(schema)
              ? Type.Union([
                  Type.String({ maxLength: 100_000 }),
                  Type.Array(Type.String({ maxLength: 1000 }), { maxItems: MAX_LIST_ITEMS }),
                ])
              : schema,
          ),
        ]),
      ),
      sorting: Type.Optional(Sorting),
      ...bodyOnly,
    },
    open,
  );
}

/** The GET query that a POST body and its paging mean (the engine's reading of Camunda's). */
export const queryOfPost = <S extends TObject>(
  body: Record<string, unknown>,
  paging: Static<typeof PagingQuery>,
): Static<S> => queryOfBody<Static<S>>(body, paging);
