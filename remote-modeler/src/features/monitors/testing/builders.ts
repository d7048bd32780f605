import type { Credential, DeployedFlow, MonitorEvent, MonitorView } from '@console/shared';

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

/** A deployed version as GET /api/camunda/deployedFlows answers it. */
export const makeFlow = (overrides: Partial<DeployedFlow> = {}): DeployedFlow => ({
  id: 'orders:1:abc',
  key: 'orders',
  name: 'Order intake',
  version: 1,
  deploymentId: 'dep-1',
  deploymentName: 'First deploy',
  deployTime: '2026-11-18T08:00:00.000Z',
  suspended: false,
  tempFlowId: 1,
  ...overrides,
});

export const makeCredential = (overrides: Partial<Credential> = {}): Credential => ({
  id: 8,
  name: 'Broker',
  description: '',
  template: { id: 'amqp' },
  parameters: { host: 'mq.example' },
  secretsSet: ['password'],
  modifyTime: '2026-11-18T08:00:00.000Z',
  ...overrides,
});
