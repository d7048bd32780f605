import type { TablePaginationConfig } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A whole number of at least 1 from the URL, or the fallback. */
const whole = (text: string | null, fallback: number) => {
  const number = Number(text);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

/** SPEC §9: lists start at page 1 with 10 rows. */
const FIRST_PAGE = 1;
const PAGE_SIZE = 10;

/**
 * A list's filters and page kept in the URL, so that the list can be bookmarked and the
 * browser's Back restores it. Defaults are left out of the URL.
 */
export function useUrlListQuery() {
  const [params, setParams] = useSearchParams();
  const page = whole(params.get('page'), FIRST_PAGE);
  const pageSize = whole(params.get('pageSize'), PAGE_SIZE);

  /** Sets (or, when empty, removes) the given parameters and keeps the others. */
  const setQuery = useCallback(
    (next: Record<string, string | number | undefined>) => {
      const merged = new URLSearchParams(params);
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || value === '') merged.delete(key);
        else merged.set(key, String(value));
      }
      setParams(merged);
    },
    [params, setParams],
  );

  /** A table's pagination over `total` rows, read from and written to the URL. */
  const pagination = (total: number): TablePaginationConfig => ({
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    onChange: (nextPage, nextSize) =>
      setQuery({
        page: nextPage === FIRST_PAGE ? undefined : nextPage,
        pageSize: nextSize === PAGE_SIZE ? undefined : nextSize,
      }),
  });

  return { params, page, pageSize, setQuery, pagination };
}
