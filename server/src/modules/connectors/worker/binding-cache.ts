import { eq } from 'drizzle-orm';
import { connectors, topicBindings } from '../../../db/schema';
import type { Db } from '../../../db/types';
import type { ConnectorRow } from './run-connector';

export interface Binding {
  tenantId: number;
  processKey: string;
  topic: string;
  credentialId: number | null;
  connector: ConnectorRow;
}

export interface BindingSnapshot {
  find(tenantId: number, processKey: string, topic: string): Binding | undefined;
  /** Each tenant's bindings: one fetchAndLock per tenant keeps other tenants' tasks out. */
  byTenant: ReadonlyMap<number, Binding[]>;
  topicNames: ReadonlySet<string>;
}

const keyOf = (tenantId: number, processKey: string, topic: string) =>
  `${tenantId}\u0000${processKey}\u0000${topic}`;

async function load(db: Db): Promise<BindingSnapshot> {
  const rows = await db
    .select({ binding: topicBindings, connector: connectors })
    .from(topicBindings)
    .innerJoin(connectors, eq(connectors.id, topicBindings.connectorId));
  const byKey = new Map<string, Binding>();
  const byTenant = new Map<number, Binding[]>();
  for (const { binding: row, connector } of rows) {
    const { tenantId, processKey, topic, credentialId } = row;
    const binding = { tenantId, processKey, topic, credentialId, connector };
    byKey.set(keyOf(tenantId, processKey, topic), binding);
    byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), binding]);
  }
  return {
    find: (tenantId, processKey, topic) => byKey.get(keyOf(tenantId, processKey, topic)),
    byTenant,
    topicNames: new Set(rows.map(({ binding }) => binding.topic)),
  };
}

/**
 * Every binding with its connector, read in one query and kept for `ttlMs`, so running a task
 * costs no query. `invalidate` (on a change made through the API) forces the next read.
 */
export function createBindingCache(db: Db, ttlMs: number) {
  let current: { snapshot: BindingSnapshot; loadedAt: number } | undefined;
  let loading: Promise<BindingSnapshot> | undefined;
  let generation = 0;

  const reload = () => {
    const started = generation;
    const promise = load(db).then((snapshot) => {
      // A load that began before a change must not be kept as fresh.
      if (started === generation) current = { snapshot, loadedAt: Date.now() };
      return snapshot;
    });
    loading = promise;
    void promise
      .finally(() => {
        if (loading === promise) loading = undefined;
      })
      .catch(() => {});
    return promise;
  };

  return {
    get(): Promise<BindingSnapshot> {
      if (current && Date.now() - current.loadedAt < ttlMs)
        return Promise.resolve(current.snapshot);
      return loading ?? reload();
    },
    /** A fresh read (at most one a second), for a task the cached snapshot has no binding for. */
    refresh(): Promise<BindingSnapshot> {
      if (current && Date.now() - current.loadedAt < 1000) return Promise.resolve(current.snapshot);
      return loading ?? reload();
    },
    invalidate() {
      generation++;
      current = undefined;
      loading = undefined;
    },
    /** The topic names of the last snapshot, without waiting (undefined before the first). */
    knownTopicNames: (): ReadonlySet<string> | undefined => current?.snapshot.topicNames,
  };
}

export type BindingCache = ReturnType<typeof createBindingCache>;
