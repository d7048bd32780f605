import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  alarmContacts,
  alarmCursor,
  alarmNotifications,
  alarmRules,
  alarmSeen,
} from '../../db/schema';
import type { Db } from '../../db/types';
import type { OpenedIncident, ProcessEngine } from '../../engine';
import type { EgressPolicy } from '../../http/egress';
import type { Leases } from '../automation/lease';
import { postWebhook, type AlarmMessage, type Mailer } from './deliver';

type Rule = typeof alarmRules.$inferSelect;
type Channel = 'email' | 'webhook';

/** Incidents committed a little out of order (engine threads) are still read: a 60 s overlap. */
const OVERLAP_MS = 60_000;
const BATCH = 500;
export const MAX_ATTEMPTS = 5;
/** 5 s, 10 s, 20 s, 40 s between a failed delivery and the next try. */
const backoffMs = (attempts: number) => 5_000 * 2 ** (attempts - 1);

const listMatches = (list: string[], value: string | null) =>
  list.length === 0 || (value !== null && list.includes(value));

/** A task rule matches an external task's incident of its processes and topics. */
function matches(rule: Rule, incident: OpenedIncident) {
  if (rule.kind !== 'task') return false;
  return (
    listMatches(rule.processKeys, incident.processKey) && listMatches(rule.topics, incident.topic)
  );
}

export interface NotifierOptions {
  /** Without one, e-mails are kept as unsent. */
  mailer?: Mailer;
  /** Where webhooks may go: the server's egress policy. */
  egress: EgressPolicy;
  now?: () => Date;
  /**
   * Server processes sharing the database: the notifier runs in the one holding its lease.
   * Without it this process is taken to be alone.
   */
  leases?: Leases;
}

/** The lease of the one notifier among the server processes. */
export const NOTIFIER_LEASE = 'alarm-notifier';

/**
 * Tells alarm contacts of new incidents. `scan` reads the incidents opened since the last
 * scan and, for each rule they match, makes a notification per contact and channel: the first
 * goes out at once, and incidents within the rule's window after a message join one pending
 * message due at the window's end (a storm is one message with a count). `deliver` sends what
 * is due, by e-mail and webhook, retrying with backoff. `start` runs both every `everyMs`.
 *
 * Of several server processes on one database, one runs the notifier: the holder of its lease,
 * renewed every tick and before every delivery, so that an incident is told once per contact
 * and the storm window's pending message has one writer, as with one process. A process that
 * died stops renewing, and another takes the notifier over once the lease has expired.
 */
export function createNotifier(db: Db, engine: ProcessEngine, options: NotifierOptions) {
  const now = options.now ?? (() => new Date());

  async function notify(rule: Rule, incident: OpenedIncident, contact: number, channel: Channel) {
    const same = and(
      eq(alarmNotifications.ruleId, rule.id),
      eq(alarmNotifications.contactId, contact),
      eq(alarmNotifications.channel, channel),
    );
    const [pending] = await db
      .select({ id: alarmNotifications.id })
      .from(alarmNotifications)
      .where(
        and(same, eq(alarmNotifications.status, 'pending'), eq(alarmNotifications.attempts, 0)),
      )
      .limit(1);
    if (pending) {
      await db
        .update(alarmNotifications)
        .set({
          incidentIds: sql`${alarmNotifications.incidentIds} || ${JSON.stringify([incident.id])}::jsonb`,
        })
        .where(eq(alarmNotifications.id, pending.id));
      return;
    }
    const [last] = await db
      .select({ createTime: alarmNotifications.createTime })
      .from(alarmNotifications)
      .where(same)
      .orderBy(desc(alarmNotifications.id))
      .limit(1);
    const windowEnd = last ? last.createTime.getTime() + rule.windowSeconds * 1000 : 0;
    await db.insert(alarmNotifications).values({
      tenantId: rule.tenantId,
      ruleId: rule.id,
      contactId: contact,
      channel,
      incidentIds: [incident.id],
      message: incident.message ?? '',
      processKey: incident.processKey,
      activityId: incident.activityId,
      status: 'pending',
      dueAt: new Date(Math.max(windowEnd, now().getTime())),
      createTime: now(),
    });
  }

  async function scan() {
    const [cursor] = await db.select().from(alarmCursor).where(eq(alarmCursor.id, 1));
    if (!cursor) {
      // The first scan starts now: incidents older than the notifier are nobody's news.
      await db.insert(alarmCursor).values({ id: 1, lastTime: now() }).onConflictDoNothing();
      return;
    }
    const since = new Date(cursor.lastTime.getTime() - OVERLAP_MS);
    const incidents = await engine.query.alarms.openedSince(since, BATCH);
    if (!incidents.length) return;
    const tenants = [...new Set(incidents.map((incident) => incident.tenantId))];
    const rules = await db.select().from(alarmRules).where(inArray(alarmRules.tenantId, tenants));
    const webhooks = new Set(
      (
        await db
          .select({ id: alarmContacts.id })
          .from(alarmContacts)
          .where(
            and(
              inArray(alarmContacts.tenantId, tenants),
              sql`${alarmContacts.webhookUrl} is not null`,
            ),
          )
      ).map((row) => row.id),
    );
    for (const incident of incidents) {
      for (const rule of rules.filter(
        (r) => r.tenantId === incident.tenantId && matches(r, incident),
      )) {
        const fresh = await db
          .insert(alarmSeen)
          .values({ ruleId: rule.id, incidentId: incident.id })
          .onConflictDoNothing()
          .returning();
        if (!fresh.length) continue;
        for (const contact of rule.contactIds) {
          await notify(rule, incident, contact, 'email');
          if (webhooks.has(contact)) await notify(rule, incident, contact, 'webhook');
        }
      }
    }
    const newest = incidents[incidents.length - 1].time;
    if (newest > cursor.lastTime) {
      await db.update(alarmCursor).set({ lastTime: newest }).where(eq(alarmCursor.id, 1));
    }
  }

  async function deliverOne(row: DueRow) {
    const message: AlarmMessage = {
      rule: { id: row.ruleId, name: row.ruleName, kind: row.ruleKind },
      count: row.incidentIds.length,
      incidentIds: row.incidentIds,
      message: row.message,
      processKey: row.processKey,
      activityId: row.activityId,
    };
    const done = (set: Partial<typeof alarmNotifications.$inferInsert>) =>
      db.update(alarmNotifications).set(set).where(eq(alarmNotifications.id, row.id));
    if (row.channel === 'email' && !options.mailer) {
      return done({ status: 'unsent', lastError: 'No SMTP server is configured' });
    }
    try {
      if (row.channel === 'email') await options.mailer!.send(row.email, message);
      else await postWebhook(options.egress, row.webhookUrl ?? '', row.webhookSecret, message);
      await done({ status: 'sent', sentAt: now(), attempts: row.attempts + 1, lastError: null });
    } catch (error) {
      const attempts = row.attempts + 1;
      const lastError = error instanceof Error ? error.message : String(error);
      if (attempts >= MAX_ATTEMPTS) return done({ status: 'failed', attempts, lastError });
      await done({ attempts, lastError, dueAt: new Date(now().getTime() + backoffMs(attempts)) });
    }
  }

  async function deliver() {
    const due = await db
      .select({
        id: alarmNotifications.id,
        ruleId: alarmNotifications.ruleId,
        ruleName: alarmRules.name,
        ruleKind: alarmRules.kind,
        channel: alarmNotifications.channel,
        incidentIds: alarmNotifications.incidentIds,
        message: alarmNotifications.message,
        processKey: alarmNotifications.processKey,
        activityId: alarmNotifications.activityId,
        attempts: alarmNotifications.attempts,
        email: alarmContacts.email,
        webhookUrl: alarmContacts.webhookUrl,
        webhookSecret: alarmContacts.webhookSecret,
      })
      .from(alarmNotifications)
      .innerJoin(alarmRules, eq(alarmRules.id, alarmNotifications.ruleId))
      .innerJoin(alarmContacts, eq(alarmContacts.id, alarmNotifications.contactId))
      .where(and(eq(alarmNotifications.status, 'pending'), lte(alarmNotifications.dueAt, now())))
      .orderBy(asc(alarmNotifications.dueAt))
      .limit(50);
    for (const row of due) {
      // A tick that outlived the lease stops: the process that took it over delivers the rest.
      if (!(await holding())) return;
      await deliverOne(row);
    }
  }

  /** Takes or renews the lease; true when this process runs the notifier now. */
  const holding = async () => !options.leases || options.leases.acquire(NOTIFIER_LEASE);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = async () => {
    if (!(await holding())) return;
    await scan();
    await deliver();
  };
  return {
    scan,
    deliver,
    tick,
    start: (everyMs: number, onError: (error: unknown) => void) => {
      timer = setInterval(() => {
        if (running) return;
        running = tick()
          .catch(onError)
          .finally(() => (running = undefined));
      }, everyMs);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
      await options.leases?.release(NOTIFIER_LEASE);
      options.mailer?.close();
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

type DueRow = {
  id: number;
  ruleId: number;
  ruleName: string;
  ruleKind: string;
  channel: Channel;
  incidentIds: string[];
  message: string;
  processKey: string;
  activityId: string;
  attempts: number;
  email: string;
  webhookUrl: string | null;
  webhookSecret: string;
};
