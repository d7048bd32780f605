import { useResource, type As2Log } from '@console/shared';
import { useMemo } from 'react';
import { logDetail } from './api';

/**
 * The detail of the message an open drawer shows, fetched again each time it opens (a pending
 * message may have had its MDN since). The last answer stays while the drawer closes, so that
 * its content does not vanish during the animation; it never stands for another message.
 */
export function useLogDetail(log: As2Log | undefined, open: boolean) {
  const id = open ? log?.id : undefined;
  const load = useMemo(() => (id === undefined ? null : () => logDetail(id)), [id]);
  const { data, loading, failed, reload } = useResource(load, { keepPrevious: true });
  return {
    detail: data && data.id === log?.id ? data : undefined,
    loading,
    failed,
    reload,
  };
}
