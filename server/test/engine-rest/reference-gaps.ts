/**
 * The documented parameters of served engine-rest resources that this server does not read
 * yet, by resource (`?name` a query parameter, `body.name` a body field). The coverage test
 * fails when one is added here that is in fact read, or when a new gap appears: shrink it.
 */
export const GAPS: Record<string, string[]> = {};

/** The gaps as the coverage test lists them: `METHOD /path ?name` or `METHOD /path body.name`. */
export const NOT_YET = Object.entries(GAPS).flatMap(([resource, names]) =>
  names.map((name) => `${resource} ${name}`),
);
