import { QUOTA_NAMES, type PlanId, type QuotaName, type QuotaUse } from '@console/shared/contract';
import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import { as2Logs, usageDaily } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import type { UsageConfig } from '../usage/config';
import type { CountedMetric, UsageMeter } from '../usage/meter';
import type { StoredBytes } from '../usage/stored-bytes';
import { limitOf, PLANS } from './plans';
import { planOf } from './plan-service';

const QUOTA_LABELS: Record<QuotaName, string> = {
  instancesStarted: 'instances started this month',
  scriptRuns: 'script runs this month',
  connectorRuns: 'connector runs this month',
  apiCalls: 'API calls this month',
  as2Messages: 'AS2 messages this month',
  storedBytes: 'stored files',
};

const COUNTED: Partial<Record<QuotaName, CountedMetric>> = {
  scriptRuns: 'scriptRuns',
  connectorRuns: 'connectorRuns',
  apiCalls: 'apiCalls',
};

const grouped = (n: number) => n.toLocaleString('en-US');

/** Bytes in the largest binary unit that keeps a whole number before the point. */
function size(bytes: number) {
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  if (bytes < 1024) return `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The first day of the current UTC month, YYYY-MM-DD. */
export const monthStart = (at = new Date()) => `${at.toISOString().slice(0, 7)}-01`;

/** The 429 a call gets past its plan's quota: it names the quota, the figures and the plan. */
export function quotaExceeded(quota: QuotaName, used: number, limit: number, plan: PlanId) {
  const figures =
    quota === 'storedBytes'
      ? `${size(used)} of ${size(limit)}`
      : `${grouped(used)} of ${grouped(limit)}`;
  return new ApiError(
    429,
    `Quota exceeded: ${QUOTA_LABELS[quota]} ${figures} (plan ${PLANS[plan].name}). ` +
      'Ask the platform administrator for a larger plan.',
  );
}

/** How long a quota's read use is trusted before it is read again (see createQuotas). */
const FRESH_MS = 1000;

interface Allowance {
  plan: PlanId;
  limit: number;
  used: number;
  readAt: number;
}

/** What the server's counting and refusing needs: one per app. */
export interface UsageGate {
  /** 429 when `adding` more would take the tenant past its plan's quota. */
  admit(tenantId: number, quota: QuotaName, adding?: number): Promise<void>;
  /** A run admitted and counted at once (429 past the quota, and then not counted). */
  take(tenantId: number, quota: CountedMetric & QuotaName): Promise<void>;
  /** Bytes an upload just wrote, until the next sample of the stores. */
  stored(tenantId: number, store: 'files' | 'gcs', bytes: number): void;
}

export function createQuotas(db: Db, meter: UsageMeter, bytes: StoredBytes, config: UsageConfig) {
  /** This month's use of a quota: what is written, plus what this process has not written. */
  async function used(tenantId: number, quota: QuotaName): Promise<number> {
    const since = monthStart();
    if (quota === 'storedBytes') {
      const levels = await bytes.level(tenantId);
      return levels.fileStoreBytes + levels.cloudBytes;
    }
    if (quota === 'as2Messages') {
      // AS2 messages are the rows the AS2 gateway logs, counted where they are.
      const [row] = await db
        .select({ n: count() })
        .from(as2Logs)
        .where(and(eq(as2Logs.tenantId, tenantId), gte(as2Logs.messageTimestamp, new Date(since))));
      return Number(row?.n ?? 0);
    }
    const [row] = await db
      .select({ n: sum(usageDaily.n) })
      .from(usageDaily)
      .where(
        and(
          eq(usageDaily.tenantId, tenantId),
          eq(usageDaily.metric, quota),
          gte(usageDaily.day, sql`${since}::date`),
        ),
      );
    const counted = COUNTED[quota];
    return Number(row?.n ?? 0) + (counted ? meter.unwritten(tenantId, counted, since) : 0);
  }

  /**
   * A quota's allowance as last read: the plan's limit and the use so far, plus what this
   * process admitted since. Read again once it is FRESH_MS old, one read at a time per quota
   * of a tenant (admissions arriving meanwhile wait for it), so that a busy tenant's runs and
   * starts cost no query each (two queries per run had halved the engine's throughput). Within
   * a process the count stays exact: every admission adds to it before the next is checked.
   * Stored bytes are read each time (an upload is rare and its size varies).
   */
  const allowances = new Map<string, Allowance>();
  const reads = new Map<string, Promise<Allowance>>();
  function allowance(tenantId: number, quota: QuotaName): Promise<Allowance> {
    const key = `${tenantId}|${quota}`;
    const known = allowances.get(key);
    if (known && quota !== 'storedBytes' && Date.now() - known.readAt < FRESH_MS) {
      return Promise.resolve(known);
    }
    let reading = reads.get(key);
    if (!reading) {
      reading = (async () => {
        const plan = await planOf(db, tenantId, config);
        const fresh: Allowance = {
          plan,
          limit: limitOf(plan, quota, config),
          used: await used(tenantId, quota),
          readAt: Date.now(),
        };
        allowances.set(key, fresh);
        return fresh;
      })().finally(() => reads.delete(key));
      reads.set(key, reading);
    }
    return reading;
  }

  async function admit(tenantId: number, quota: QuotaName, adding = 1) {
    const known = await allowance(tenantId, quota);
    if (known.used + adding > known.limit) {
      throw quotaExceeded(quota, known.used, known.limit, known.plan);
    }
    known.used += adding;
  }

  const gate: UsageGate = {
    admit,
    async take(tenantId, quota) {
      await admit(tenantId, quota);
      meter.add(tenantId, quota);
    },
    stored: (tenantId, store, n) => bytes.written(tenantId, store, n),
  };

  /** Every quota's use this month against the tenant's plan. */
  async function uses(tenantId: number): Promise<{ plan: PlanId; quotas: QuotaUse[] }> {
    const plan = await planOf(db, tenantId, config);
    const quotas = await Promise.all(
      QUOTA_NAMES.map(async (quota): Promise<QuotaUse> => {
        const limit = limitOf(plan, quota, config);
        const n = await used(tenantId, quota);
        return { quota, used: n, limit, exceeded: n >= limit };
      }),
    );
    return { plan, quotas };
  }

  /** A tenant's plan changed: its next admissions read their allowances again. */
  function forget(tenantId: number) {
    for (const key of allowances.keys()) {
      if (key.startsWith(`${tenantId}|`)) allowances.delete(key);
    }
  }

  return { gate, uses, forget };
}

export type Quotas = ReturnType<typeof createQuotas>;
