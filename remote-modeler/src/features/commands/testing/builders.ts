import type { Command, CommandParameters, CommandRun } from '@console/shared';

/** Server answers for the command page, shaped as contract/wire/automation.ts says. */

export const makeCommand = (overrides: Partial<Command> = {}): Command => ({
  id: 7,
  bp: 1,
  name: 'Sync rates',
  description: '',
  connectorId: 31,
  connectorName: 'Rates API',
  types: 'command',
  parameters: { currency: 'EUR' },
  secretsSet: ['apiKey'],
  schedule: '*/30 * * * *',
  timezone: 'UTC',
  active: true,
  lastRunAt: '2026-11-20T10:00:00.000Z',
  nextRunAt: '2026-11-20T10:30:00.000Z',
  modifyTime: '2026-11-19T08:00:00.000Z',
  ...overrides,
});

export const makeRun = (overrides: Partial<CommandRun> = {}): CommandRun => ({
  id: 501,
  commandId: 7,
  cause: 'manual',
  slot: null,
  startedAt: '2026-11-20T10:12:00.000Z',
  endedAt: '2026-11-20T10:12:01.250Z',
  durationMs: 1250,
  ok: true,
  output: { rates: 3 },
  logs: ['fetching rates', 'wrote 3 rates'],
  error: null,
  ...overrides,
});

/** GET /api/command_parameters of a package command's connector with a secret that is set. */
export const makeParameters = (overrides: Partial<CommandParameters> = {}): CommandParameters => ({
  connectorId: 31,
  types: 'command',
  paramsMeta: [
    { name: 'currency', label: 'Currency', type: 'Text', required: true },
    { name: 'apiKey', label: 'API key', type: 'Secret' },
  ],
  parameters: { currency: 'USD' },
  secretsSet: ['apiKey'],
  ...overrides,
});
