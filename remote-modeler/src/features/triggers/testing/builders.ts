import type { AvailableConnector, DeployedFlow, Trigger, TriggerFireEntry } from '@console/shared';

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

export const makeFire = (overrides: Partial<TriggerFireEntry> = {}): TriggerFireEntry => ({
  id: 41,
  slot: '2026-11-20T01:00:00.000Z',
  outcome: 'started',
  instanceId: 'pi-7',
  error: null,
  at: '2026-11-20T01:00:00.250Z',
  ...overrides,
});

export const makeConnector = (overrides: Partial<AvailableConnector> = {}): AvailableConnector => ({
  id: 21,
  name: 'Order events',
  type: 'event',
  connectorType: 'event',
  description: '',
  category: '',
  timeout: 60_000,
  modifyTime: '2026-11-18T08:00:00.000Z',
  packageId: null,
  commandId: null,
  parameters: {},
  bp: 1,
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

export const NEXT_RUNS = [
  '2026-11-21T01:00:00.000Z',
  '2026-11-22T01:00:00.000Z',
  '2026-11-23T01:00:00.000Z',
  '2026-11-24T01:00:00.000Z',
  '2026-11-25T01:00:00.000Z',
];
