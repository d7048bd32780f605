import {
  and,
  Column,
  eq,
  gt,
  inArray,
  is,
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  processDefinitions,
  processInstances,
  timerJobs,
  timerStartJobs,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { engineBadRequest, engineNotFound } from '../../errors';
import { absentOpt, NONE, withoutTenantOpt } from './absent';
import {
  listOf,
  orderOf,
  parseDate,
  sortOf,
  tenantIdIn,
  type Flags,
  type Page,
  type Texts,
} from './sql';
import type { ListInput } from './table-list';

/**
 * Camunda's jobs (GET /job), read-only: this engine's jobs are timers, those of waiting
 * instances (`timer_job`) and the timer start events of definitions (`timer_start_job`). None
 * has failed or has a job definition, priority or retries of its own.
 */
export type JobInput = Texts<
  | 'jobId'
  | 'jobIds'
  | 'jobDefinitionId'
  | 'processInstanceId'
  | 'processInstanceIds'
  | 'executionId'
  | 'processDefinitionId'
  | 'processDefinitionKey'
  | 'activityId'
  | 'dueDates'
  | 'exceptionMessage'
  | 'failedActivityId'
  | 'tenantIdIn'
> &
  Flags<
    | 'executable'
    | 'timers'
    | 'messages'
    | 'withRetriesLeft'
    | 'noRetriesLeft'
    | 'withException'
    | 'active'
    | 'suspended'
    | 'withoutTenantId'
  > &
  ListInput;

/** A field of the union, named alike on both sides; columns keep their decoding (dates). */
const text = <T>(value: AnyColumn | SQL, name: string) =>
  (is(value, Column) ? (sql`${value}`.mapWith(value) as SQL<T>) : sql<T>`${value}`).as(name);

/** Both kinds of timer in one shape; a start timer has no instance. */
const jobsOf = (db: Db) =>
  unionAll(
    db
      .select({
        id: text<string>(timerJobs.id, 'id'),
        tenantId: text<number>(timerJobs.tenantId, 'tenant_id'),
        dueDate: text<Date>(timerJobs.dueDate, 'due_date'),
        createTime: text<Date>(timerJobs.createTime, 'create_time'),
        activityId: text<string>(timerJobs.activityId, 'activity_id'),
        processInstanceId: text<string | null>(processInstances.id, 'process_instance_id'),
        definitionId: text<string>(processInstances.definitionId, 'definition_id'),
        definitionKey: text<string>(processInstances.definitionKey, 'definition_key'),
        suspended: text<boolean>(sql`${processInstances.state} = 'SUSPENDED'`, 'suspended'),
      })
      .from(timerJobs)
      .innerJoin(processInstances, eq(processInstances.id, timerJobs.processInstanceId))
      .where(sql`${processInstances.state} in ('ACTIVE', 'SUSPENDED')`),
    db
      .select({
        id: text<string>(timerStartJobs.id, 'id'),
        tenantId: text<number>(timerStartJobs.tenantId, 'tenant_id'),
        dueDate: text<Date>(timerStartJobs.dueDate, 'due_date'),
        createTime: text<Date>(timerStartJobs.createTime, 'create_time'),
        activityId: text<string>(timerStartJobs.activityId, 'activity_id'),
        processInstanceId: text<string | null>(sql`null::text`, 'process_instance_id'),
        definitionId: text<string>(processDefinitions.id, 'definition_id'),
        definitionKey: text<string>(processDefinitions.key, 'definition_key'),
        suspended: text<boolean>(processDefinitions.suspended, 'suspended'),
      })
      .from(timerStartJobs)
      .innerJoin(processDefinitions, eq(processDefinitions.id, timerStartJobs.definitionId)),
  ).as('job');

type Jobs = ReturnType<typeof jobsOf>;

/** Camunda's dueDates: `gt_<date>` and `lt_<date>`, comma-separated, all of them hold. */
function dueDatesOf(job: Jobs, value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  const conditions = value.split(',').map((part) => {
    const [operator, ...date] = part.split('_');
    const at = parseDate('dueDates', date.join('_'));
    if (operator === 'gt') return gt(job.dueDate, at!);
    if (operator === 'lt') return lt(job.dueDate, at!);
    throw engineBadRequest(`dueDates must be gt_<date> or lt_<date>, not "${part}"`);
  });
  return and(...conditions);
}

const eqOpt = (field: SQL.Aliased, value: string | undefined) =>
  value === undefined ? undefined : eq(field, value);

const idsOpt = (column: SQL.Aliased, one: string | undefined, many: string | undefined) => {
  const values = [...(one === undefined ? [] : [one]), ...(listOf(many) ?? [])];
  if (one === undefined && many === undefined) return undefined;
  return values.length ? inArray(column, values) : NONE;
};

function whereOf(job: Jobs, tenantId: number, q: JobInput): SQL | undefined {
  // A job never failed here: the filters on failures fit none, those on retries left all.
  const failed = q.noRetriesLeft || q.withException ? NONE : undefined;
  return and(
    eq(job.tenantId, tenantId),
    idsOpt(job.id, q.jobId, q.jobIds),
    idsOpt(job.processInstanceId, q.processInstanceId, q.processInstanceIds),
    q.executionId === undefined
      ? undefined
      : or(eq(job.processInstanceId, q.executionId), eq(job.id, q.executionId)),
    eqOpt(job.definitionId, q.processDefinitionId),
    eqOpt(job.definitionKey, q.processDefinitionKey),
    eqOpt(job.activityId, q.activityId),
    absentOpt(q.jobDefinitionId ?? q.exceptionMessage ?? q.failedActivityId),
    q.messages ? NONE : undefined,
    failed,
    q.executable ? lte(job.dueDate, new Date()) : undefined,
    q.active ? eq(job.suspended, false) : undefined,
    q.suspended ? eq(job.suspended, true) : undefined,
    dueDatesOf(job, q.dueDates),
    tenantIdIn(tenantId, q.tenantIdIn),
    withoutTenantOpt(q.withoutTenantId),
  );
}

export type JobRow = Awaited<ReturnType<ReturnType<typeof jobReads>['byId']>>;

/** GET /job, /job/count and /job/{id} over the timers of the tenant. */
export function jobReads(db: Db) {
  const select = (tenantId: number, q: JobInput) => {
    const job = jobsOf(db);
    return {
      job,
      rows: db
        .select()
        .from(job)
        .where(whereOf(job, tenantId, q)),
    };
  };
  return {
    async page(tenantId: number, q: JobInput, page: Page) {
      const sort = sortOf(
        [
          'jobId',
          'jobDueDate',
          'processInstanceId',
          'executionId',
          'processDefinitionId',
          'processDefinitionKey',
          'tenantId',
          'jobRetries',
          'jobPriority',
        ],
        { by: 'jobDueDate', desc: false },
        q.sortBy,
        q.sortOrder,
      );
      const { job, rows } = select(tenantId, q);
      const column = {
        jobId: job.id,
        jobDueDate: job.dueDate,
        processInstanceId: job.processInstanceId,
        executionId: job.processInstanceId,
        processDefinitionId: job.definitionId,
        processDefinitionKey: job.definitionKey,
        tenantId: job.tenantId,
        // Every job has the same retries and priority: the id keeps the pages stable.
        jobRetries: job.id,
        jobPriority: job.id,
      }[sort.by];
      return rows
        .orderBy(...orderOf(sort, column as never, job.id as never))
        .limit(page.limit)
        .offset(page.offset);
    },
    async count(tenantId: number, q: JobInput) {
      const job = jobsOf(db);
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(job)
        .where(whereOf(job, tenantId, q));
      return row.count;
    },
    async byId(tenantId: number, id: string) {
      const [row] = await select(tenantId, { jobId: id }).rows;
      if (!row) throw engineNotFound(`Job with id ${id} does not exist`);
      return row;
    },
  };
}
