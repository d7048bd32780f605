import { useSettings } from '@console/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withChanges } from '../process-detail/detail-query';
import { pagingOf } from '../processes/process-list';
import { daysOf, utcRangeOf } from './history-range';

/**
 * What a History page keeps in its URL (bookmarkable; Back restores it): the days, the page and
 * its size, and the page's own parameters; `change` writes some of them, a new filter going
 * back to page 1.
 */
export function useHistoryQuery() {
  const [params, setParams] = useSearchParams();
  const timezone = useSettings((state) => state.timezone);
  const days = useMemo(() => daysOf(params, timezone), [params, timezone]);
  const range = useMemo(() => utcRangeOf(days, timezone), [days, timezone]);
  const { page, pageSize } = pagingOf(params);
  const change = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams((current) => withChanges(current, changes)),
    [setParams],
  );
  const setDays = useCallback(
    ([from, to]: [string, string]) => change({ from, to, page: undefined }),
    [change],
  );
  const setPage = useCallback(
    (next: number, size: number) =>
      change({ page: next === 1 ? undefined : next, pageSize: size === 10 ? undefined : size }),
    [change],
  );
  return { params, days, range, page, pageSize, change, setDays, setPage };
}
