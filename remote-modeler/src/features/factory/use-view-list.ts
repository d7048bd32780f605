import { useResource } from '@console/shared';
import { useEffect } from 'react';

/**
 * A view's list, read again each time the page says a save or a delete changed the files
 * (`version` counts those changes). `loader` must be stable.
 */
export function useViewList<T>(
  loader: () => Promise<T>,
  version: number,
  options?: { keepPrevious?: boolean },
) {
  const list = useResource(loader, options);
  const { reload } = list;
  useEffect(() => {
    if (version) reload();
  }, [version, reload]);
  return list;
}
