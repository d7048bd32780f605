/**
 * The account's usage, plan and statement (issue 24 §1, /account/usage and /account/billing).
 * The server counts per tenant and per UTC day; a month is a UTC calendar month.
 */

export const USAGE_URLS = {
  /** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD: per-day usage and this month's totals. */
  usage: '/api/account/usage',
  /** GET: the tenant's plan and its quotas; PUT (the platform's sys): a tenant's plan. */
  plan: '/api/account/plan',
  /** GET ?month=YYYY-MM: the month's statement. */
  statement: '/api/account/statement',
  /** GET ?month=YYYY-MM: the same statement as CSV. */
  statementCsv: '/api/account/statement.csv',
} as const;

/** What the server counts per day. */
export const USAGE_METRICS = [
  'instancesStarted',
  'instancesEnded',
  'connectorRuns',
  'scriptRuns',
  'apiCalls',
  'as2Messages',
  'fileStoreBytes',
  'cloudBytes',
] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];

/** Metrics that are a level sampled during the day (bytes stored), not a count of events. */
export const LEVEL_METRICS: readonly UsageMetric[] = ['fileStoreBytes', 'cloudBytes'];

/** What a plan limits: monthly counts, and stored bytes (file store and cloud together). */
export const QUOTA_NAMES = [
  'instancesStarted',
  'scriptRuns',
  'connectorRuns',
  'apiCalls',
  'as2Messages',
  'storedBytes',
] as const;
export type QuotaName = (typeof QUOTA_NAMES)[number];

export const PLAN_IDS = ['free', 'standard', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The longest range one usage query may cover, in days. */
export const USAGE_MAX_DAYS = 366;
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const MONTH_PATTERN = '^\\d{4}-\\d{2}$';

/** One UTC day's figures; a metric with nothing that day is 0. */
export interface UsageDay {
  day: string;
  values: Record<UsageMetric, number>;
}

/** A quota as used now: this month's count (or the bytes stored now) against the limit. */
export interface QuotaUse {
  quota: QuotaName;
  used: number;
  limit: number;
  exceeded: boolean;
}

export interface UsageReport {
  from: string;
  to: string;
  /** The days are UTC days (storage keeps UTC days). */
  timeZone: 'UTC';
  days: UsageDay[];
  /** Sums over the range (levels: the range's peak). */
  totals: Record<UsageMetric, number>;
  plan: PlanId;
  /** The current month's use of each quota. */
  quotas: QuotaUse[];
}

/** A price for each `unit` (a block of that many) used beyond what the plan includes. */
export interface QuotaPrice {
  quota: QuotaName;
  included: number;
  unit: number;
  /** Cents per unit. */
  unitPrice: number;
}

export interface PlanView {
  tenantId: number;
  plan: PlanId;
  name: string;
  /** Cents per month. */
  monthlyFee: number;
  currency: 'USD';
  quotas: QuotaPrice[];
  /** The caller may change tenants' plans (a sys user of the platform's own tenant). */
  mayChange: boolean;
}

export interface StatementLine {
  quota: QuotaName;
  quantity: number;
  included: number;
  over: number;
  unit: number;
  unitPrice: number;
  /** Cents: the units begun beyond what is included, times the unit price. */
  amount: number;
}

export interface Statement {
  month: string;
  plan: PlanId;
  currency: 'USD';
  monthlyFee: number;
  lines: StatementLine[];
  /** Cents: the monthly fee plus every line's amount. */
  total: number;
}

export interface PlanChange {
  tenantId: number;
  plan: PlanId;
}
