import type { ClusterBus, Detail } from './bus';

/** What the engine keeps of definitions per process (Runtime's caches), and how to list them. */
export interface DefinitionCaches {
  /** The newest version of each key. */
  forgetLatest(): void;
  /** One definition's row (its suspension) and its parsed model in the engine threads. */
  forgetDefinition(id: string): void;
  /** The ids of a key's versions, or of every definition this process holds when no key is given. */
  definitionIds(key?: { tenantId: number; key: string }): Promise<string[]>;
}

/** What changed about definitions: sent as the bus message's detail. */
export type DefinitionChange =
  /** New versions: the newest of a key may be another one now. */
  | { kind: 'deployed' }
  /** One definition suspended, activated or deleted. */
  | { kind: 'definition'; id: string }
  /** Every version of a key suspended or activated. */
  | { kind: 'key'; tenantId: number; key: string };

const keyOf = (detail: Detail | null) =>
  detail?.kind === 'key' && typeof detail.tenantId === 'number' && typeof detail.key === 'string'
    ? { tenantId: detail.tenantId, key: detail.key }
    : undefined;

/**
 * The engine's definition caches kept true across processes: a deploy, deletion or suspension
 * through one process is forgotten by every process (this one at once, before `changed`
 * resolves), so a start by key there runs the new version and a suspended definition is
 * refused. A definition's content never changes; only its suspension, its deletion, and which
 * version is the newest do.
 */
export function definitionSignals(
  bus: ClusterBus,
  caches: DefinitionCaches,
  onFailure: (error: unknown) => void,
) {
  const forget = async (detail: Detail | null) => {
    caches.forgetLatest();
    if (detail?.kind === 'deployed') return;
    if (detail?.kind === 'definition' && typeof detail.id === 'string') {
      caches.forgetDefinition(detail.id);
      return;
    }
    // A key's versions, or (a reconnection: anything may have changed) every definition.
    for (const id of await caches.definitionIds(keyOf(detail))) caches.forgetDefinition(id);
  };
  const unsubscribe = bus.subscribe('definitions', (detail) => {
    forget(detail).catch(onFailure);
  });
  return {
    /** Tells every process, this one first; resolves once the others have been sent it. */
    changed: (change: DefinitionChange) => bus.publish('definitions', change),
    close: unsubscribe,
  };
}
