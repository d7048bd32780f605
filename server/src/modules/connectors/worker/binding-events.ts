import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';

/**
 * Tells the connector worker that connectors or topic bindings changed, so its cache is
 * dropped at once instead of after its time-to-live, and a topic that was just bound is
 * served without waiting for the next poll. Made once by app.ts and given to the connector
 * routes (which signal) and the worker (which listens). In-process only: a second server on
 * the same PostgreSQL sees the change when its cache expires.
 */
export class BindingSignal {
  private readonly events = new EventEmitter().setMaxListeners(0);

  notify(): void {
    this.events.emit('changed');
  }

  listen(listener: () => void): () => void {
    this.events.on('changed', listener);
    return () => this.events.off('changed', listener);
  }
}

/**
 * Signals every change a plugin's routes make (a non-GET that succeeded), before the caller
 * hears it succeeded: a topic just bound, or a credential just changed, is served at once.
 */
export function signalChanges(app: FastifyInstance, signal: BindingSignal) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) signal.notify();
    return payload;
  });
}
