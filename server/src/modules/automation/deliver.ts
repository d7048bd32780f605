import { and, eq, inArray } from 'drizzle-orm';
import { automationEvents } from '../../db/schema';
import type { Db } from '../../db/types';
import type { LedgerInsert, ProcessEngine } from '../../engine';
import { databaseErrorOf } from '../../http/database-errors';
import { tenantConnector } from '../connectors/connector-service';
import { runJob, type ScriptHost } from '../connectors/script-runs';
import { toVariableMap } from '../connectors/worker/variables';

/** What automation needs of the server: the database, the engine and the script runner. */
export interface AutomationHost {
  db: Db;
  engine: ProcessEngine;
  scripts: ScriptHost;
}

/** Where an event goes: a tenant's flow, through its event connector when it has one. */
export interface DeliveryTarget {
  tenantId: number;
  /** The ledger's source: 'monitor:<id>' or 'trigger:<id>'. */
  source: string;
  processKey: string | null;
  eventConnectorId: number | null;
  /** Correlate this message instead of starting the flow (a trigger's or connector's). */
  messageName?: string | null;
}

export interface AutomationEvent {
  /** What makes the event itself: path + content id, message id, answer hash, delivery id. */
  key: string;
  /** What the event connector's transform receives, and the variables when there is none. */
  payload: Record<string, unknown>;
  /** Shown with the event in the console (path, size, message id …). */
  detail?: Record<string, unknown>;
  businessKey?: string;
  /**
   * False when the event is new as far as its source knows (a queue message delivered for the
   * first time): the ledger is then not read first, and a second start of it is still refused
   * by the ledger's unique index at commit. Rescans and redeliveries leave it unset.
   */
  maybeSeen?: boolean;
}

export type Delivery =
  | { outcome: 'started' | 'correlated'; instanceId: string }
  | { outcome: 'duplicate' }
  | { outcome: 'failed'; error: string };

const DONE = ['started', 'correlated'] as const;
const TRANSFORM_TIMEOUT_MS = 10_000;
/**
 * The largest event a flow is started with, as JSON: what the API takes in one body. A larger
 * one (a queue message of 50 MiB) fails as an event, recorded, and is not carried into the
 * instance's variables.
 */
export const EVENT_MAX_BYTES = 2 * 1024 * 1024;
const tooLarge = (payload: unknown) =>
  Buffer.byteLength(JSON.stringify(payload) ?? '') > EVENT_MAX_BYTES;

/** The event was handled before: the ledger holds a start or correlation for its key. */
async function handledBefore(db: Db, source: string, key: string) {
  const [row] = await db
    .select({ id: automationEvents.id })
    .from(automationEvents)
    .where(
      and(
        eq(automationEvents.source, source),
        eq(automationEvents.eventKey, key),
        inArray(automationEvents.outcome, [...DONE]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Which of these keys the ledger holds a start or correlation of (one query per 1,000). */
export async function handledKeys(db: Db, source: string, keys: readonly string[]) {
  const found = new Set<string>();
  for (let at = 0; at < keys.length; at += 1000) {
    const rows = await db
      .select({ key: automationEvents.eventKey })
      .from(automationEvents)
      .where(
        and(
          eq(automationEvents.source, source),
          inArray(automationEvents.eventKey, keys.slice(at, at + 1000)),
          inArray(automationEvents.outcome, [...DONE]),
        ),
      );
    for (const row of rows) found.add(row.key);
  }
  return found;
}

/** A second start of one event: the ledger's unique index refused it. */
export function isLedgerConflict(error: unknown) {
  const refusal = databaseErrorOf(error);
  if (refusal?.code !== '23505') return false;
  const { constraint, message } = refusal as { constraint?: string; message?: string };
  return (constraint ?? message ?? '').includes('automation_event_once_idx');
}

/** The variables (and a message name) the target's event connector makes of the payload. */
async function transform(host: AutomationHost, target: DeliveryTarget, event: AutomationEvent) {
  if (!target.eventConnectorId) {
    return { variables: event.payload, messageName: target.messageName ?? null };
  }
  const connector = await tenantConnector(
    host.db,
    target.tenantId,
    target.eventConnectorId,
    'event',
  );
  const script = String(connector.parameters.script ?? '');
  const run = await runJob(host.scripts, {
    tenantId: target.tenantId,
    script,
    params: {},
    input: event.payload,
    credentialId: null,
    timeoutMs: Math.min(connector.timeoutMs, TRANSFORM_TIMEOUT_MS),
  });
  const value = run.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('The event connector must answer a map of variables');
  }
  const named = connector.parameters.messageName;
  return {
    variables: value as Record<string, unknown>,
    messageName: (typeof named === 'string' && named) || target.messageName || null,
  };
}

/**
 * Starts the target's flow (its newest version) or correlates its message for one event,
 * exactly once: the ledger row rides in the engine's own write of the start, so the start and
 * the row commit together or not at all, and a second delivery of the same key is refused by
 * the ledger's unique index (a cheap look first spares the engine the work). A failure is
 * recorded with its error; a later delivery of the same event may still succeed.
 */
export async function deliver(
  host: AutomationHost,
  target: DeliveryTarget,
  event: AutomationEvent,
): Promise<Delivery> {
  const { db, engine } = host;
  const lookFirst = event.maybeSeen !== false;
  if (lookFirst && (await handledBefore(db, target.source, event.key))) {
    return { outcome: 'duplicate' };
  }
  const row = (outcome: LedgerInsert['outcome']): LedgerInsert => ({
    tenantId: target.tenantId,
    source: target.source,
    eventKey: event.key,
    outcome,
    detail: event.detail ?? {},
  });
  try {
    if (tooLarge(event.payload)) {
      throw new Error(`The event is larger than ${EVENT_MAX_BYTES / 1024 / 1024} MiB`);
    }
    const { variables, messageName } = await transform(host, target, event);
    const typed = toVariableMap(variables);
    if (messageName) {
      const [first] = await engine.correlateMessage(target.tenantId, {
        messageName,
        businessKey: event.businessKey,
        processVariables: typed,
        ledger: row('correlated'),
      });
      return { outcome: 'correlated', instanceId: first.processInstanceId };
    }
    if (!target.processKey) throw new Error('No flow to start and no message to correlate');
    const definitionId = await engine.latestDefinitionId(target.tenantId, target.processKey);
    const instance = await engine.start(target.tenantId, definitionId, {
      variables: typed,
      businessKey: event.businessKey,
      ledger: row('started'),
    });
    return { outcome: 'started', instanceId: instance.id };
  } catch (error) {
    if (isLedgerConflict(error)) return { outcome: 'duplicate' };
    const message = error instanceof Error ? error.message : String(error);
    await db.insert(automationEvents).values({ ...row('failed'), error: message.slice(0, 2000) });
    return { outcome: 'failed', error: message };
  }
}
