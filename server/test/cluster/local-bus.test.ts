import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setImmediate } from 'node:timers/promises';
import { createCallerCache } from '../../src/auth/caller-cache';
import type { Caller } from '../../src/auth/caller';
import { createLocalBus, type Detail } from '../../src/cluster/bus';
import { definitionSignals } from '../../src/cluster/definition-signals';

/** The embedded database's bus (one process): delivery here, at once, by topic. */
describe('the local cluster bus', () => {
  it('delivers to the subscribers of the topic before publish returns, and to no other', () => {
    const bus = createLocalBus();
    const heard: Array<[string, Detail | null]> = [];
    bus.subscribe('callers', (detail) => heard.push(['callers', detail]));
    bus.subscribe('bindings', (detail) => heard.push(['bindings', detail]));
    void bus.publish('callers');
    void bus.publish('bindings', { id: 7 });
    assert.deepEqual(heard, [
      ['callers', null],
      ['bindings', { id: 7 }],
    ]);
  });

  it('stops delivering to an unsubscribed listener, and a failing listener stops no other', () => {
    const errors: unknown[] = [];
    const bus = createLocalBus({ warn: () => {}, error: (object) => errors.push(object) });
    let heard = 0;
    const unsubscribe = bus.subscribe('releases', () => (heard += 100));
    bus.subscribe('releases', () => {
      throw new Error('broken cache');
    });
    bus.subscribe('releases', () => (heard += 1));
    void bus.publish('releases');
    unsubscribe();
    void bus.publish('releases');
    assert.equal(heard, 102);
    assert.equal(errors.length, 2);
  });

  it("clears the caller cache on every process's clear, the bus's included", async () => {
    const bus = createLocalBus();
    const callers = createCallerCache(bus);
    const caller = { userId: 1, roles: ['sys'] } as unknown as Caller;
    await callers.check('jti-1', () => Promise.resolve(caller));
    assert.equal(callers.get('jti-1'), caller);
    // What another process's clear looks like here: a message on the topic.
    void bus.publish('callers');
    assert.equal(callers.get('jti-1'), undefined);
    await callers.check('jti-1', () => Promise.resolve(caller));
    await callers.clear();
    assert.equal(callers.get('jti-1'), undefined);
  });

  it("forgets one definition, the newest versions after a deploy, a key's versions, or all", async () => {
    const bus = createLocalBus();
    const forgotten: string[] = [];
    const failures: unknown[] = [];
    const definitions = definitionSignals(
      bus,
      {
        forgetLatest: () => forgotten.push('latest'),
        forgetDefinition: (id) => forgotten.push(id),
        definitionIds: (of) => Promise.resolve(of ? [`${of.key}:1:a`] : ['a:1:a', 'b:1:b']),
      },
      (error) => failures.push(error),
    );
    await definitions.changed({ kind: 'deployed' });
    await definitions.changed({ kind: 'definition', id: 'flow:2:abc' });
    assert.deepEqual(forgotten.splice(0), ['latest', 'latest', 'flow:2:abc']);
    await definitions.changed({ kind: 'key', tenantId: 1, key: 'flow' });
    await setImmediate();
    assert.deepEqual(forgotten.splice(0), ['latest', 'flow:1:a']);
    // What a reconnection delivers: anything may have changed.
    void bus.publish('definitions');
    await setImmediate();
    assert.deepEqual(forgotten.splice(0), ['latest', 'a:1:a', 'b:1:b']);
    definitions.close();
    await definitions.changed({ kind: 'deployed' });
    assert.deepEqual(forgotten, []);
    assert.deepEqual(failures, []);
  });
});
