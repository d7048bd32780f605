import { useResource } from '@console/shared';
import { useCallback } from 'react';
import { fetchAllMonitors } from '../automation-common/api';
import { fetchAllEventConnectors } from './api';

export interface EventNames {
  monitor: (id: number | null) => string;
  connector: (id: number | null) => string;
}

const named = (rows: { id: number; name: string }[] | undefined, id: number | null) =>
  id === null ? '—' : (rows?.find((row) => row.id === id)?.name ?? `#${id}`);

/**
 * The names of the monitors and event connectors the event triggers of a page name, read only
 * when the page has one (an id stands in until they arrive, or when one is gone).
 */
export function useEventNames(needed: boolean): EventNames {
  const monitors = useResource(needed ? fetchAllMonitors : null);
  const connectors = useResource(needed ? fetchAllEventConnectors : null);
  const monitorRows = monitors.data;
  const connectorRows = connectors.data;
  return {
    monitor: useCallback((id) => named(monitorRows, id), [monitorRows]),
    connector: useCallback((id) => named(connectorRows, id), [connectorRows]),
  };
}
