import type { Trigger, TriggerFireEntry } from '@console/shared';
import { envelope, page } from '@console/shared/testing';
import type MockAdapter from 'axios-mock-adapter';
import { makeConnector } from '../../automation-common/testing/builders';

/** Server answers for the trigger page, shaped as contract/wire/automation.ts says. */

export const makeTrigger = (overrides: Partial<Trigger> = {}): Trigger => ({
  id: 3,
  bp: 1,
  name: 'Nightly orders',
  type: 'timer',
  description: '',
  processKey: 'orders',
  messageName: null,
  schedule: '0 2 * * *',
  timezone: 'Europe/Paris',
  monitorId: null,
  eventConnectorId: null,
  variables: { region: 'EU' },
  active: true,
  lastFireAt: '2026-11-20T01:00:00.000Z',
  nextFireAt: '2026-11-21T01:00:00.000Z',
  lastError: null,
  modifyTime: '2026-11-19T08:00:00.000Z',
  ...overrides,
});

/** An event trigger tying the monitor Inbound (9) to the event connector Order events (21). */
export const makeEventTrigger = (overrides: Partial<Trigger> = {}): Trigger =>
  makeTrigger({
    id: 5,
    name: 'On order file',
    type: 'event',
    processKey: null,
    schedule: null,
    timezone: null,
    monitorId: 9,
    eventConnectorId: 21,
    variables: {},
    lastFireAt: null,
    nextFireAt: null,
    ...overrides,
  });

export const makeFire = (overrides: Partial<TriggerFireEntry> = {}): TriggerFireEntry => ({
  id: 41,
  slot: '2026-11-20T01:00:00.000Z',
  outcome: 'started',
  instanceId: 'pi-7',
  error: null,
  at: '2026-11-20T01:00:00.250Z',
  ...overrides,
});

/** The monitors (a file one, Inbound) and the event connector an event trigger names. */
export function answerEventSources(mock: MockAdapter) {
  mock.onGet('/api/monitor/file').reply(200, envelope([{ id: 9, name: 'Inbound', kind: 'file' }]));
  mock.onGet('/api/monitor/mq').reply(200, envelope([]));
  mock.onGet('/api/monitor/webapi').reply(200, envelope([]));
  mock.onGet('/api/availableEventConnectors').reply(200, envelope(page([makeConnector()])));
}
