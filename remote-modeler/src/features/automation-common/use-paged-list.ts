import { useResource, type Page, type PageQuery } from '@console/shared';
import { useUrlListQuery } from '@console/shared/ui';
import { useMemo } from 'react';

/**
 * One page of a paged list (SPEC §9), its number and size kept in the URL; the page on screen
 * stays until the next one arrives. `fetchPage` must be stable (a module function).
 */
export function usePagedList<T>(fetchPage: (query: PageQuery) => Promise<Page<T>>) {
  const { page, pageSize, pagination } = useUrlListQuery();
  const load = useMemo(() => () => fetchPage({ page, pageSize }), [fetchPage, page, pageSize]);
  const list = useResource(load, { keepPrevious: true });
  return {
    ...list,
    rows: list.data?.list,
    /** How many rows there are in all; undefined until the first answer. */
    count: list.data?.total,
    pagination: pagination(list.data?.total ?? 0),
  };
}
