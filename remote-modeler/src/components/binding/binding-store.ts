import type { BriefConnector, ConnectorKind, ProcessBinding } from '@console/shared';
import { createStore } from 'zustand/vanilla';
import { bindConnector, fetchConnectors, fetchProcessBindings, unbindConnector } from './api';

/** The connector kinds a topic can be bound to from the editor (issue 11: those that exist). */
export const BINDABLE_KINDS: ConnectorKind[] = ['command', 'mapping'];

interface BindingState {
  processKey: string | null;
  connectors: BriefConnector[];
  bindings: Record<string, ProcessBinding>;
  /** Loads the connectors and the bindings of `processKey`. */
  load: (processKey: string | null) => Promise<void>;
  /** Binds `connector` (`kind:id`) to the topic, or unbinds it when empty. */
  bind: (topic: string, connector: string) => Promise<void>;
}

export const connectorValue = (binding: Pick<ProcessBinding, 'connectorType' | 'connectorId'>) =>
  `${binding.connectorType}:${binding.connectorId}`;

/**
 * The editor's view of the topic bindings of the diagram's process key. A plain store, read
 * by the properties panel's console group (preact) and the page (React) alike.
 */
export const bindingStore = createStore<BindingState>()((set, get) => {
  const refresh = async (processKey: string) => {
    const list = await fetchProcessBindings(processKey);
    if (get().processKey !== processKey) return;
    set({ bindings: Object.fromEntries(list.map((binding) => [binding.topic, binding])) });
  };
  return {
    processKey: null,
    connectors: [],
    bindings: {},
    load: async (processKey) => {
      set({ processKey, bindings: {} });
      const connectors = await fetchConnectors();
      set({ connectors: connectors.filter((c) => BINDABLE_KINDS.includes(c.type)) });
      if (processKey) await refresh(processKey);
    },
    bind: async (topic, connector) => {
      const { processKey, bindings } = get();
      if (!processKey) return;
      if (connector) {
        const [kind, id] = connector.split(':');
        await bindConnector(kind as ConnectorKind, processKey, topic, Number(id));
      } else {
        // A load under way empties the bindings until it answers: ask the server then, or
        // the unbind would do nothing (seen in a journey).
        const current =
          bindings[topic] ??
          (await fetchProcessBindings(processKey)).find((binding) => binding.topic === topic);
        if (current) {
          await unbindConnector(current.connectorType, processKey, topic, current.connectorId);
        }
      }
      await refresh(processKey);
    },
  };
});
