/**
 * Monitors (SPEC §7 "Monitors, triggers, commands", issue 23 §1): what starts a tenant's flow
 * when something arrives. Four kinds: the file store's folder ('file'), the cloud storage's
 * folder (the GCP file monitor, 'gcs'), a RabbitMQ queue ('mq') and a web API ('webapi').
 */
export type MonitorKind = 'file' | 'gcs' | 'mq' | 'webapi';
/** What the runner reports: stopped (inactive), running, or failing with `lastError`. */
export type MonitorStatus = 'stopped' | 'running' | 'failing';

export const MONITOR_LIMITS = {
  name: 100,
  description: 1000,
  pattern: 255,
  queue: 255,
  url: 2000,
  /** SPEC §9: a file monitor scans every minute or less often. */
  intervalMinutesMin: 1,
  intervalMinutesMax: 1440,
  prefetchMax: 1000,
  prefetchDefault: 50,
  webhookSecretMin: 16,
  eventsShown: 50,
} as const;

/** The mounted prefix every file monitor path starts with (SPEC §5). */
export const MONITOR_PATH_PREFIX = 'mounted/';

export const MONITOR_MESSAGES = {
  /** SPEC §5: the GCP file monitor path rule. */
  gcsPath: "The path must start with 'mounted/' and end with '/'",
  patternSlash: "The file pattern matches names in the folder: it cannot contain '/' or '..'",
  stopByProcessFailed: 'Failed to stop related File-Monitor',
  /** SPEC §4: converting an active file monitor to the GCP file monitor. */
  convertedInactive:
    'The monitor is now a GCP file monitor and is INACTIVE: start it again by hand',
} as const;

interface MonitorCommon {
  name: string;
  description?: string;
  /** The flow it starts: the newest deployed version of this process key. */
  processKey: string;
  /** An event connector whose transform turns the event into variables (or a message). */
  eventConnectorId?: number | null;
}

export interface FileMonitorForm extends MonitorCommon {
  /** 'files' for the file store, 'gcs' for the cloud storage (the GCP file monitor). */
  storage: 'files' | 'gcs';
  folder: string;
  pattern: string;
  intervalMinutes: number;
  afterStart: 'move' | 'mark';
}

export interface MqMonitorForm extends MonitorCommon {
  credentialId: number;
  queue: string;
  exchange?: string | null;
  routingKey?: string | null;
  prefetch?: number;
}

export interface WebApiMonitorForm extends MonitorCommon {
  url: string;
  schedule: string;
  timezone?: string | null;
  credentialId?: number | null;
  /** The inbound webhook's HMAC key; generated when not given, answered only then. */
  webhookSecret?: string;
}

export interface MonitorCounts {
  seen: number;
  started: number;
  failed: number;
  duplicates: number;
}

export interface MonitorView {
  id: number;
  kind: MonitorKind;
  name: string;
  description: string;
  processKey: string;
  eventConnectorId: number | null;
  /** The kind's settings, as its form sends them (no secret). */
  config: Record<string, unknown>;
  /** SPEC's state: ACTIVE when started, INACTIVE when stopped. */
  state: 'ACTIVE' | 'INACTIVE';
  status: MonitorStatus;
  lastError: string | null;
  lastRunAt: string | null;
  nextRunAt: string | null;
  counts: MonitorCounts;
  modifyTime: string;
  /** Web API monitors: where a signed POST starts the flow. */
  webhookPath?: string;
}

/** A create answer of a web API monitor carries its webhook secret, once. */
export interface MonitorSaved extends MonitorView {
  webhookSecret?: string;
  /** Set when a PUT turned an active file monitor into an inactive GCP one. */
  notice?: string;
}

export interface MonitorEvent {
  id: number;
  outcome: 'started' | 'correlated' | 'failed';
  eventKey: string;
  instanceId: string | null;
  detail: Record<string, unknown>;
  error: string | null;
  at: string;
}

/** The webhook's signature header: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';
/** A delivery id the sender may give; a repeated id starts nothing (else the body's hash). */
export const WEBHOOK_DELIVERY_HEADER = 'x-delivery-id';
