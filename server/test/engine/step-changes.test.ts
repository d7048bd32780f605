import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addStat,
  emptyChanges,
  mergeChanges,
  type VariableInsert,
} from '../../src/engine/runtime/changes';

/** How the steps of many instances fold into one commit (group commit), alone (issue 9 §1). */
const variable = (value: string) => ({ value }) as unknown as VariableInsert;

describe('step changes', () => {
  it('lets a later step replace, delete or revive what an earlier one wrote', () => {
    const first = emptyChanges();
    first.variables.set('i1|a', variable('1'));
    first.variables.set('i1|b', variable('2'));
    first.tasksCreated.set('t1', { id: 't1' } as never);
    first.timersCreated.set('timer1', { id: 'timer1' } as never);

    const second = emptyChanges();
    second.variables.set('i1|a', variable('3'));
    second.variablesDeleted.set('i1|b', ['i1', 'b']);
    second.tasksDeleted.add('t1');
    second.tasksDeleted.add('t0');
    second.timersDeleted.add('timer1');
    mergeChanges(first, second);

    assert.deepEqual(first.variables.get('i1|a'), variable('3'));
    assert.equal(first.variables.has('i1|b'), false);
    assert.deepEqual(first.variablesDeleted.get('i1|b'), ['i1', 'b']);
    // A task created and deleted within one commit never reaches the database.
    assert.equal(first.tasksCreated.has('t1'), false);
    assert.deepEqual([...first.tasksDeleted], ['t0']);
    assert.equal(first.timersCreated.size, 0);
    assert.equal(first.timersDeleted.size, 0);

    const third = emptyChanges();
    third.variables.set('i1|b', variable('4'));
    mergeChanges(first, third);
    assert.deepEqual(first.variables.get('i1|b'), variable('4'));
    assert.equal(first.variablesDeleted.has('i1|b'), false);
  });

  it('counts the dashboard figures per tenant, kind, quarter-hour and outcome', () => {
    const changes = emptyChanges();
    // 01:37 UTC on 2026-03-02 falls in the quarter-hour from 01:30: any zone's days add up.
    const at = new Date('2026-03-01T23:37:00-02:00');
    addStat(changes, 1, 'task', 'success', at);
    addStat(changes, 1, 'task', 'success', at);
    addStat(changes, 1, 'task', 'failed', at);
    addStat(changes, 2, 'event', 'success', new Date('2026-03-01T10:14:59Z'));
    const quarter = (iso: string) => new Date(iso);
    assert.deepEqual(
      [...changes.stats.values()],
      [
        {
          tenantId: 1,
          kind: 'task',
          periodStart: quarter('2026-03-02T01:30:00Z'),
          outcome: 'success',
          count: 2,
        },
        {
          tenantId: 1,
          kind: 'task',
          periodStart: quarter('2026-03-02T01:30:00Z'),
          outcome: 'failed',
          count: 1,
        },
        {
          tenantId: 2,
          kind: 'event',
          periodStart: quarter('2026-03-01T10:00:00Z'),
          outcome: 'success',
          count: 1,
        },
      ],
    );
  });
});
