import type { Credential, DeployedFlow, MonitorEvent, MonitorView } from '@console/shared';
import { envelope } from '@console/shared/testing';
import type MockAdapter from 'axios-mock-adapter';
import { makeFlow } from '../../automation-common/testing/builders';
import { makeCredential as makeAnyCredential } from '../../connectivity/testing/builders';

/** Server answers for the monitor pages, shaped as contract/wire/monitors.ts says. */

export const makeMonitor = (overrides: Partial<MonitorView> = {}): MonitorView => ({
  id: 4,
  kind: 'file',
  name: 'Inbound orders',
  description: 'Orders dropped by the ERP',
  processKey: 'orders',
  eventConnectorId: null,
  config: {
    storage: 'files',
    folder: 'mounted/in/',
    pattern: '*.csv',
    intervalMinutes: 5,
    afterStart: 'move',
  },
  state: 'ACTIVE',
  status: 'running',
  lastError: null,
  lastRunAt: '2026-11-20T10:00:00.000Z',
  nextRunAt: '2026-11-20T10:05:00.000Z',
  counts: { seen: 12, started: 10, failed: 1, duplicates: 3 },
  modifyTime: '2026-11-19T08:00:00.000Z',
  ...overrides,
});

export const makeEvent = (overrides: Partial<MonitorEvent> = {}): MonitorEvent => ({
  id: 31,
  outcome: 'started',
  eventKey: 'in/po-1.csv',
  instanceId: 'pi-1',
  detail: { path: 'mounted/in/po-1.csv' },
  error: null,
  at: '2026-11-20T10:00:02.000Z',
  ...overrides,
});

/** An AMQP credential, Broker, as GET /api/credentialList lists it. */
export const makeCredential = (overrides: Partial<Credential> = {}): Credential =>
  makeAnyCredential({
    id: 8,
    name: 'Broker',
    description: '',
    template: { id: 'amqp' },
    parameters: { host: 'mq.example' },
    modifyTime: '2026-11-18T08:00:00.000Z',
    ...overrides,
  });

/**
 * What a monitor's form offers to choose from: the deployed flows, the event connector Order
 * event (7), and the credentials Broker (AMQP, 8) and Rates token (bearer token, 9).
 */
export function answerFormChoices(mock: MockAdapter, flows: DeployedFlow[] = [makeFlow()]) {
  mock.onGet('/api/camunda/deployedFlows').reply(200, flows);
  mock.onGet('/api/eventConnectorList').reply(200, envelope([{ id: 7, name: 'Order event' }]));
  mock
    .onGet('/api/credentialList')
    .reply(
      200,
      envelope([
        makeCredential(),
        makeCredential({ id: 9, name: 'Rates token', template: { id: 'bearer-token' } }),
      ]),
    );
}
