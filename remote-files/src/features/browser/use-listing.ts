import { FILE_LIMITS, type FileEntry, type FileSortKey, type SortOrder } from '@console/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StoreApi } from '../../store-api';

export interface ListingQuery {
  folder: string;
  prefix: string;
  sort?: FileSortKey;
  order?: SortOrder;
}

interface Loaded {
  /** The query and reload that these rows answer. */
  key: string;
  entries: FileEntry[];
  total: number;
  nextCursor: string | null;
  /** Why the first page failed (the client's HandledError), or null. */
  error: unknown;
}

/** Rows of a further page that the loaded ones lack (an entry added meanwhile may shift pages). */
export function appendPage(entries: FileEntry[], more: FileEntry[]): FileEntry[] {
  const known = new Set(entries.map((entry) => entry.path));
  return [...entries, ...more.filter((entry) => !known.has(entry.path))];
}

/** Whether a scrolled list shows its last `margin` pixels, so the next page should come. */
export const nearBottom = (
  {
    scrollTop,
    scrollHeight,
    clientHeight,
  }: Pick<Element, 'scrollTop' | 'scrollHeight' | 'clientHeight'>,
  margin: number,
) => scrollHeight - scrollTop - clientHeight <= margin;

/**
 * A folder listed page by page: the first page whenever the query or `changes` (a count of
 * changes made elsewhere: an upload, a restore) changes or `reload` is called, the next one by
 * cursor on `loadMore`. Answers to a replaced query are dropped.
 */
export function useListing(
  store: StoreApi,
  { folder, prefix, sort, order }: ListingQuery,
  changes = 0,
) {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const pendingCursor = useRef<string | null>(null);
  const query = useMemo(
    () => ({
      path: folder,
      prefix: prefix || undefined,
      sort,
      order,
      limit: FILE_LIMITS.pageDefault,
    }),
    [folder, prefix, sort, order],
  );
  const key = `${store.kind}|${JSON.stringify(query)}|${version}|${changes}`;

  useEffect(() => {
    let live = true;
    store.list(query).then(
      (page) => {
        if (live)
          setLoaded({
            key,
            entries: page.entries,
            total: page.total,
            nextCursor: page.nextCursor,
            error: null,
          });
      },
      (error: unknown) => {
        if (live) setLoaded({ key, entries: [], total: 0, nextCursor: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [store, query, key]);

  const current = loaded?.key === key ? loaded : null;
  const nextCursor = current?.nextCursor ?? null;

  const loadMore = useCallback(() => {
    if (!nextCursor || pendingCursor.current === nextCursor) return;
    pendingCursor.current = nextCursor;
    setLoadingMore(true);
    store
      // The first page is small, to draw soon; the next ones are as large as a call may ask.
      .list({ ...query, cursor: nextCursor, limit: FILE_LIMITS.pageMax })
      .then(
        (page) =>
          setLoaded((previous) =>
            previous?.key === key && previous.nextCursor === nextCursor
              ? {
                  ...previous,
                  entries: appendPage(previous.entries, page.entries),
                  total: page.total,
                  nextCursor: page.nextCursor,
                }
              : previous,
          ),
        // The client has shown why; scrolling again retries.
        () => undefined,
      )
      .finally(() => {
        pendingCursor.current = null;
        setLoadingMore(false);
      });
  }, [store, query, key, nextCursor]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);

  return {
    /** While a reload runs, the rows it replaces stay (the table does not blink). */
    entries: current?.entries ?? loaded?.entries ?? [],
    total: current?.total ?? loaded?.total ?? 0,
    loading: current === null,
    loadingMore,
    failed: current ? current.error !== null : false,
    error: current?.error ?? null,
    hasMore: nextCursor !== null,
    loadMore,
    reload,
  };
}
