/**
 * Triggers and commands on the wire (issue 23 §2; SPEC §7 "Monitors, triggers, commands"): timer
 * triggers that start a flow or correlate a message on a cron schedule, event triggers that tie
 * a monitor to an event connector, and commands that run a command or compose connector now or
 * on a schedule. docs/automation-triggers-commands.md describes the calls.
 */

import type { ConnectorDetail, ParamMeta } from './connectivity';
import type { Page } from './envelope';
import type { ConnectorKind } from './flows';

export type TriggerKind = 'timer' | 'event';

/** GET /api/trigger_type: SPEC §3 "type (key/value list)". */
export interface TriggerTypeOption {
  key: TriggerKind;
  value: string;
}

/** POST /api/trigger (and PUT with `id`): a timer needs a schedule and a flow or a message. */
export interface TriggerForm {
  name: string;
  type: TriggerKind;
  description?: string;
  /** A timer starts the newest version of this process key… */
  processKey?: string | null;
  /** …or correlates this message (to the waiting instance, else a message start). */
  messageName?: string | null;
  /** Cron, 5 fields (6 with seconds); timers only. */
  schedule?: string | null;
  /** An IANA name; UTC when none. */
  timezone?: string | null;
  /** An event trigger's monitor and the event connector its events go through. */
  monitorId?: number | null;
  eventConnectorId?: number | null;
  /** The variables the flow starts with (or the message carries). */
  variables?: Record<string, unknown>;
  /** True when left out. */
  active?: boolean;
}

/** A trigger as the server answers it (SPEC §3: id, bp, type). */
export interface Trigger {
  id: number;
  bp: number;
  name: string;
  type: TriggerKind;
  description: string;
  processKey: string | null;
  messageName: string | null;
  schedule: string | null;
  timezone: string | null;
  monitorId: number | null;
  eventConnectorId: number | null;
  variables: Record<string, unknown>;
  active: boolean;
  lastFireAt: string | null;
  nextFireAt: string | null;
  /** Why the latest fire failed; cleared when the trigger is switched off. */
  lastError: string | null;
  modifyTime: string;
}

/** What became of an event or a trigger's slot (the ledger's outcome). */
export type AutomationOutcome = 'started' | 'correlated' | 'failed';

/** GET /api/trigger/fires?id=: one fire of a timer, newest first. */
export interface TriggerFireEntry {
  id: number;
  /** The slot's ISO time (the ledger's event key). */
  slot: string;
  outcome: AutomationOutcome;
  instanceId: string | null;
  error: string | null;
  at: string;
}

/** GET /api/trigger (header `version: 1.2`). */
export type TriggerPage = Page<Trigger>;

/** A connector as GET /api/available{Command,Compose,Event}Connectors list it. */
export type AvailableConnector = Omit<ConnectorDetail, 'secretsSet' | 'paramsMeta'>;

/** POST /api/availableCommandConnectors (and PUT with `id`). */
export interface CommandForm {
  name: string;
  description?: string;
  /** A command connector (a package command's or an HTTP one) or a compose connector. */
  connectorId: number;
  /**
   * A package command's parameter values (a Secret left out keeps its value); for a compose or
   * HTTP connector, the variables its run starts with.
   */
  parameters?: Record<string, unknown>;
  schedule?: string | null;
  timezone?: string | null;
  /** An active command needs a schedule; false when left out. */
  active?: boolean;
}

/** A command as the server answers it (SPEC §3: id, bp, types — its connector's kind). */
export interface Command {
  id: number;
  bp: number;
  name: string;
  description: string;
  connectorId: number;
  /** Null once the connector was deleted. */
  connectorName: string | null;
  types: ConnectorKind | null;
  /** Without the values of secrets: see `secretsSet`. */
  parameters: Record<string, unknown>;
  secretsSet: string[];
  schedule: string | null;
  timezone: string | null;
  active: boolean;
  lastRunAt: string | null;
  nextRunAt: string | null;
  modifyTime: string;
}

/** GET /api/command (header `version: 1.2`). */
export type CommandPage = Page<Command>;

/** GET /api/command_parameters?connectorId=: a connector's form and its own values. */
export interface CommandParameters {
  connectorId: number;
  types: ConnectorKind;
  /** Empty for a compose or HTTP connector: its command's parameters are variables. */
  paramsMeta: readonly ParamMeta[];
  parameters: Record<string, unknown>;
  secretsSet: string[];
}

export type CommandRunCause = 'manual' | 'schedule';

/** One run of a command (POST /api/command/run answers it when it has ended). */
export interface CommandRun {
  id: number;
  commandId: number;
  cause: CommandRunCause;
  /** A scheduled run's slot (ISO); null for a manual one. */
  slot: string | null;
  startedAt: string;
  endedAt: string | null;
  durationMs: number | null;
  /** Null while it runs (or when its process died). */
  ok: boolean | null;
  output: unknown;
  logs: string[];
  error: string | null;
}

export const AUTOMATION_URLS = {
  triggerTypes: '/api/trigger_type',
  trigger: '/api/trigger',
  deleteTrigger: '/api/delTrigger',
  nextRuns: '/api/trigger/nextRuns',
  triggerFires: '/api/trigger/fires',
  eventConnectors: '/api/availableEventConnectors',
  command: '/api/command',
  commandConnectors: '/api/availableCommandConnectors',
  composeConnectors: '/api/availableComposeConnectors',
  commandParameters: '/api/command_parameters',
  deleteCommand: '/api/delCommand',
  duplicateCommand: '/api/duplicateCommand',
  runCommand: '/api/command/run',
  commandRuns: '/api/command/runs',
  fileLog: '/api/fileLog',
} as const;

export const AUTOMATION_MESSAGES = {
  triggerDeleted: 'The trigger was deleted',
  commandDeleted: 'The command was deleted',
} as const;
