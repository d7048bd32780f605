/** Paging stays in the query string of Camunda's POST queries. */
export interface PagingInput {
  firstResult?: number;
  maxResults?: number;
}

/**
 * The GET query that a POST body and its paging mean (Camunda's POST forms of its lists): lists
 * of texts joined as the comma lists the GET takes, the first sorting as sortBy and sortOrder
 * (Camunda sorts by the others after it; the list's own tie-breakers do that here).
 */
export function queryOfBody<Q>(body: Record<string, unknown>, paging: PagingInput): Q {
  const { sorting, ...filters } = body as { sorting?: { sortBy?: string; sortOrder?: string }[] };
  const query: Record<string, unknown> = { ...paging };
  for (const [name, value] of Object.entries(filters)) {
    // A list of texts is the GET's comma list; a list of objects (`variables`) stays a list.
    const texts = Array.isArray(value) && value.every((item) => typeof item === 'string');
    query[name] = texts ? value.join(',') : value;
  }
  if (sorting?.length) {
    query.sortBy = sorting[0].sortBy;
    query.sortOrder = sorting[0].sortOrder;
  }
  return query as Q;
}
