import type { FastifyInstance } from 'fastify';
import { createLocalBus, type ClusterBus } from '../../../cluster/bus';

/**
 * Tells the connector worker that connectors, topic bindings or credentials changed, so its
 * cache is dropped at once instead of after its time-to-live, and a topic that was just bound
 * is served without waiting for the next poll. Made once by app.ts and given to the connector
 * routes (which signal) and the worker (which listens). It goes over the cluster bus: the
 * workers of the other server processes on the same PostgreSQL drop theirs too, within a second.
 */
export class BindingSignal {
  constructor(private readonly bus: ClusterBus = createLocalBus()) {}

  /** This process's worker hears it before this returns; the others' once the promise resolves. */
  notify(): Promise<void> {
    return this.bus.publish('bindings');
  }

  listen(listener: () => void): () => void {
    return this.bus.subscribe('bindings', () => listener());
  }
}

/**
 * Signals every change a plugin's routes make (a non-GET that succeeded), before the caller
 * hears it succeeded: a topic just bound, or a credential just changed, is served at once.
 */
export function signalChanges(app: FastifyInstance, signal: BindingSignal) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) await signal.notify();
    return payload;
  });
}
