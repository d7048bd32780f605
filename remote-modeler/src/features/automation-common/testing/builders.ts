import type { AvailableConnector, DeployedFlow } from '@console/shared';
import { makeDeployed } from '../../../testing/builders';

/** Server answers the automation pages share, shaped as contract/wire/automation.ts says. */

/** A deployed version of the process `orders` as GET /api/camunda/deployedFlows answers it. */
export const makeFlow = (overrides: Partial<DeployedFlow> = {}): DeployedFlow =>
  makeDeployed({
    id: 'orders:1:abc',
    key: 'orders',
    name: 'Order intake',
    deployTime: '2026-11-18T08:00:00.000Z',
    ...overrides,
  });

/** An event connector as GET /api/availableEventConnectors lists it. */
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

/** GET /api/trigger/nextRuns of '0 2 * * *' in UTC. */
export const NEXT_RUNS = [
  '2026-11-21T01:00:00.000Z',
  '2026-11-22T01:00:00.000Z',
  '2026-11-23T01:00:00.000Z',
  '2026-11-24T01:00:00.000Z',
  '2026-11-25T01:00:00.000Z',
];
