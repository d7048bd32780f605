import { EventEmitter } from 'node:events';

/**
 * Tells the connector worker that connectors or topic bindings changed, so its cache is
 * dropped at once instead of after its time-to-live, and a topic that was just bound is
 * served without waiting for the next poll. In-process only: a second server on the same
 * PostgreSQL sees the change when its cache expires.
 */
const events = new EventEmitter();
events.setMaxListeners(0);

export function notifyBindingsChanged(): void {
  events.emit('changed');
}

export function onBindingsChanged(listener: () => void): () => void {
  events.on('changed', listener);
  return () => events.off('changed', listener);
}
