/**
 * The process engine's tables: definitions and their deployments, instances (runtime and
 * history in one row, with the bpmn-engine state while running), activity history,
 * variables, external tasks and their log, incidents, timers, message subscriptions,
 * batches, flows, connectors with their topic bindings, and the logs and counters the
 * statistics read. Ids of engine objects are text (UUIDs), as Camunda's are.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bp } from './tenant-schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tenant = () =>
  integer('tenant_id')
    .notNull()
    .references(() => bp.id, { onDelete: 'cascade' });

export const deployments = pgTable('deployment', {
  id: text('id').primaryKey(),
  tenantId: tenant(),
  name: text('name').notNull(),
  source: text('source'),
  deploymentTime: at('deployment_time').notNull().defaultNow(),
});

/** What the engine needs from a definition's XML, read once at deploy. */
export interface DefinitionModel {
  externalTasks: { activityId: string; name: string | null; topic: string }[];
  messageStarts: string[];
  hasTimerStart: boolean;
  /** Camunda's activity type of each flow element by id (absent in models stored before). */
  activityTypes?: Record<string, string>;
  /** camunda:historyTimeToLive in days, when the process sets it. */
  historyTimeToLive?: number | null;
  /**
   * The start event a start by id or key runs from: Camunda's initial (the none or timer start
   * event, else the only start event); null when there is none. Absent in models stored before.
   */
  initialStart?: string | null;
  /** The message start event of each message name (absent in models stored before). */
  messageStartEvents?: Record<string, string>;
  /** The process's timer start events and their timers (absent in models stored before). */
  timerStarts?: TimerStart[];
}

/** A timer start event's timer as the BPMN file states it (before any expression is resolved). */
export interface TimerStart {
  activityId: string;
  type: 'timeDate' | 'timeDuration' | 'timeCycle';
  value: string;
}

export const processDefinitions = pgTable(
  'process_definition',
  {
    id: text('id').primaryKey(),
    tenantId: tenant(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    name: text('name'),
    deploymentId: text('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    resourceName: text('resource_name').notNull(),
    xml: text('xml').notNull(),
    suspended: boolean('suspended').notNull().default(false),
    versionTag: text('version_tag'),
    model: jsonb('model').$type<DefinitionModel>().notNull(),
    tempFlowId: integer('temp_flow_id'),
  },
  (t) => [uniqueIndex('process_definition_key_version_idx').on(t.tenantId, t.key, t.version)],
);

/** Camunda's history states; a running instance is ACTIVE or SUSPENDED. */
export type InstanceState =
  'ACTIVE' | 'SUSPENDED' | 'COMPLETED' | 'EXTERNALLY_TERMINATED' | 'INTERNALLY_TERMINATED';

export const processInstances = pgTable(
  'process_instance',
  {
    id: text('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    definitionId: text('definition_id').notNull(),
    definitionKey: text('definition_key').notNull(),
    businessKey: text('business_key'),
    state: text('state').$type<InstanceState>().notNull(),
    /** Open incidents of the instance. */
    incidents: integer('incidents').notNull().default(0),
    /**
     * Bumped by every committed step, stop and suspension; a step commits only over the revision
     * it was computed from (Camunda's optimistic locking), so that server processes sharing the
     * database never overwrite each other's view of an instance.
     */
    revision: integer('revision').notNull().default(0),
    startTime: at('start_time').notNull(),
    endTime: at('end_time'),
    startActivityId: text('start_activity_id'),
    endActivityId: text('end_activity_id'),
    deleteReason: text('delete_reason'),
    /** The user who started the instance (Camunda's startUserId); null for timers and messages. */
    startUserId: text('start_user_id'),
    /** Started over HTTP by a caller that waits for the end (sync flows). */
    sync: boolean('sync').notNull().default(false),
    /** bpmn-engine's state (without the definition source) while the instance runs. */
    engineState: text('engine_state'),
    /** The instance whose call activity started this one (Camunda's superProcessInstanceId). */
    superProcessInstanceId: text('super_process_instance_id'),
    /** The activity instance of that call activity, which waits for this instance to end. */
    superActivityInstanceId: text('super_activity_instance_id'),
    /** The top of the call hierarchy; null for an instance nobody called (its own root). */
    rootProcessInstanceId: text('root_process_instance_id'),
  },
  (t) => [
    index('process_instance_tenant_start_idx').on(t.tenantId, t.startTime.desc(), t.id.desc()),
    index('process_instance_tenant_state_start_idx').on(
      t.tenantId,
      t.state,
      t.startTime.desc(),
      t.id.desc(),
    ),
    index('process_instance_definition_state_idx').on(t.definitionId, t.state),
    index('process_instance_definition_start_idx').on(
      t.definitionId,
      t.startTime.desc(),
      t.id.desc(),
    ),
    index('process_instance_business_key_idx').on(t.tenantId, t.businessKey),
    index('process_instance_incident_idx')
      .on(t.tenantId, t.startTime.desc())
      .where(sql`${t.incidents} > 0`),
    index('process_instance_running_idx')
      .on(t.tenantId, t.definitionId)
      .where(sql`${t.state} in ('ACTIVE', 'SUSPENDED')`),
    index('process_instance_super_idx')
      .on(t.superProcessInstanceId)
      .where(sql`${t.superProcessInstanceId} is not null`),
  ],
);

/** Instance counts per tenant, definition and state, kept by a trigger (fast counts). */
export const instanceCounts = pgTable(
  'instance_count',
  {
    tenantId: integer('tenant_id').notNull(),
    definitionId: text('definition_id').notNull(),
    state: text('state').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.definitionId, t.state] })],
);

export const activityInstances = pgTable(
  'activity_instance',
  {
    id: text('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    processInstanceId: text('process_instance_id').notNull(),
    definitionId: text('definition_id').notNull(),
    definitionKey: text('definition_key').notNull(),
    activityId: text('activity_id').notNull(),
    activityName: text('activity_name'),
    activityType: text('activity_type').notNull(),
    executionId: text('execution_id').notNull(),
    taskId: text('task_id'),
    startTime: at('start_time').notNull(),
    endTime: at('end_time'),
    canceled: boolean('canceled').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
    /** The instance a call activity started (Camunda's calledProcessInstanceId). */
    calledProcessInstanceId: text('called_process_instance_id'),
  },
  (t) => [
    index('activity_instance_instance_idx').on(t.processInstanceId, t.startTime),
    index('activity_instance_running_idx')
      .on(t.definitionId)
      .where(sql`${t.endTime} is null`),
  ],
);

export const variables = pgTable(
  'variable',
  {
    id: text('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    processInstanceId: text('process_instance_id').notNull(),
    definitionId: text('definition_id').notNull(),
    name: text('name').notNull(),
    /** Camunda's value type: String, Integer, Long, Double, Boolean, Json, Date, Null. */
    type: text('type').notNull(),
    /** The value, JSON-encoded. */
    value: text('value'),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('variable_instance_name_idx').on(t.processInstanceId, t.name)],
);

/** The columns an external task and each line of its log share. */
const externalTaskColumns = () => ({
  tenantId: integer('tenant_id').notNull(),
  topicName: text('topic_name').notNull(),
  workerId: text('worker_id'),
  retries: integer('retries'),
  priority: bigint('priority', { mode: 'number' }).notNull().default(0),
  errorMessage: text('error_message'),
  processInstanceId: text('process_instance_id').notNull(),
  executionId: text('execution_id').notNull(),
  activityId: text('activity_id').notNull(),
  activityInstanceId: text('activity_instance_id').notNull(),
  definitionId: text('definition_id').notNull(),
  definitionKey: text('definition_key').notNull(),
});

/** A local variable on an external task row: Camunda's type and the plain value. */
export interface StoredLocal {
  type: string;
  value: unknown;
}

export const externalTasks = pgTable(
  'external_task',
  {
    id: text('id').primaryKey(),
    ...externalTaskColumns(),
    lockExpirationTime: at('lock_expiration_time'),
    errorDetails: text('error_details'),
    businessKey: text('business_key'),
    suspended: boolean('suspended').notNull().default(false),
    createTime: at('create_time').notNull().defaultNow(),
    /**
     * The local variables of the task's execution (input mappings, the multi-instance element
     * variable and loopCounter) by name, as the engine holds them; null when it has none.
     * They live and die with the task, never among the process's variables.
     */
    localVariables: jsonb('local_variables').$type<Record<string, StoredLocal>>(),
  },
  (t) => [
    index('external_task_topic_idx').on(t.topicName, t.lockExpirationTime),
    index('external_task_instance_idx').on(t.processInstanceId),
  ],
);

export const externalTaskLogs = pgTable(
  'external_task_log',
  {
    id: text('id').primaryKey(),
    ...externalTaskColumns(),
    timestamp: at('timestamp').notNull(),
    externalTaskId: text('external_task_id').notNull(),
    /** created, failed, successful or deleted (Camunda's creationLog... flags). */
    state: text('state').notNull(),
    /** A failure's full error details (Camunda's error-details of a failed log entry). */
    errorDetails: text('error_details'),
  },
  (t) => [
    index('external_task_log_instance_idx').on(t.processInstanceId),
    index('external_task_log_tenant_time_idx').on(t.tenantId, t.timestamp.desc()),
  ],
);

export const incidents = pgTable(
  'incident',
  {
    id: text('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    incidentType: text('incident_type').notNull(),
    incidentMessage: text('incident_message'),
    incidentTimestamp: at('incident_timestamp').notNull(),
    endTime: at('end_time'),
    /** open, resolved or deleted. */
    state: text('state').notNull().default('open'),
    activityId: text('activity_id').notNull(),
    executionId: text('execution_id').notNull(),
    processInstanceId: text('process_instance_id').notNull(),
    definitionId: text('definition_id').notNull(),
    definitionKey: text('definition_key').notNull(),
    /** The external task the incident is about. */
    configuration: text('configuration'),
    annotation: text('annotation'),
  },
  (t) => [
    index('incident_open_idx')
      .on(t.tenantId, t.incidentTimestamp.desc())
      .where(sql`${t.state} = 'open'`),
    index('incident_instance_idx').on(t.processInstanceId),
  ],
);

export const timerJobs = pgTable(
  'timer_job',
  {
    id: text('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    processInstanceId: text('process_instance_id').notNull(),
    activityId: text('activity_id').notNull(),
    dueDate: at('due_date').notNull(),
    createTime: at('create_time').notNull().defaultNow(),
    /**
     * The server process firing the job, until `lockExpirationTime`: a process that died while
     * firing leaves its jobs to the others once the lock has expired (Camunda's job executor).
     */
    lockOwner: text('lock_owner'),
    lockExpirationTime: at('lock_expiration_time'),
  },
  (t) => [
    index('timer_job_due_idx').on(t.dueDate),
    index('timer_job_instance_idx').on(t.processInstanceId),
  ],
);

/**
 * A timer start event's schedule (Camunda's timer-start-event jobs): one row per timer start
 * event of a key's newest version, fired by the scheduler with a compare-and-set on the due
 * date so that one due date starts one instance, whichever scheduler gets it.
 */
export const timerStartJobs = pgTable(
  'timer_start_job',
  {
    id: text('id').primaryKey(),
    tenantId: tenant(),
    definitionId: text('definition_id')
      .notNull()
      .references(() => processDefinitions.id, { onDelete: 'cascade' }),
    definitionKey: text('definition_key').notNull(),
    activityId: text('activity_id').notNull(),
    dueDate: at('due_date').notNull(),
    /**
     * A cycle's text with its start date fixed (`R3/2026-01-01T00:00:00.000Z/PT10S`), or a cron
     * expression; null for a date or a duration, which fire once.
     */
    cycle: text('cycle'),
    /** Fires left of a bounded ISO cycle; null when unbounded or once. */
    repeatsLeft: integer('repeats_left'),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('timer_start_job_due_idx').on(t.dueDate),
    index('timer_start_job_definition_idx').on(t.definitionId),
  ],
);

export const messageSubscriptions = pgTable(
  'message_subscription',
  {
    id: text('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    eventName: text('event_name').notNull(),
    processInstanceId: text('process_instance_id').notNull(),
    activityId: text('activity_id').notNull(),
    executionId: text('execution_id').notNull(),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('message_subscription_name_idx').on(t.tenantId, t.eventName),
    index('message_subscription_instance_idx').on(t.processInstanceId),
  ],
);

/** `instance-deletion`: the instances to stop; `set-external-task-retries`: tasks and retries. */
export type BatchPayload =
  | { instanceIds: string[]; deleteReason: string | null; skipCustomListeners: boolean }
  | { taskIds: string[]; retries: number };

export const batches = pgTable('batch', {
  id: text('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  type: text('type').notNull(),
  totalJobs: integer('total_jobs').notNull(),
  jobsCreated: integer('jobs_created').notNull().default(0),
  completedJobs: integer('completed_jobs').notNull().default(0),
  failedJobs: integer('failed_jobs').notNull().default(0),
  invocationsPerBatchJob: integer('invocations_per_batch_job').notNull().default(1),
  /** What the batch works through (`jobsCreated` items are done), by `type`. */
  payload: jsonb('payload').$type<BatchPayload>().notNull(),
  createUserId: text('create_user_id'),
  startTime: at('start_time').notNull().defaultNow(),
  endTime: at('end_time'),
  suspended: boolean('suspended').notNull().default(false),
  /**
   * The server process working through the batch, until `lockExpirationTime` (renewed each
   * chunk): one process at a time, and another takes over once a dead one's lock expires.
   */
  lockOwner: text('lock_owner'),
  lockExpirationTime: at('lock_expiration_time'),
});

export const tempFlows = pgTable(
  'temp_flow',
  {
    id: serial('id').primaryKey(),
    tenantId: tenant(),
    name: text('name').notNull(),
    xml: text('xml').notNull(),
    deployed: boolean('deployed').notNull().default(false),
    modifyTime: at('modify_time').notNull().defaultNow(),
  },
  (t) => [index('temp_flow_tenant_idx').on(t.tenantId)],
);

export type ConnectorKind = 'command' | 'mapping' | 'event' | 'compose';

export const connectors = pgTable(
  'connector',
  {
    id: serial('id').primaryKey(),
    tenantId: tenant(),
    name: text('name').notNull(),
    type: text('type').$type<ConnectorKind>().notNull(),
    description: text('description').notNull().default(''),
    timeoutMs: integer('timeout_ms').notNull().default(30000),
    category: text('category').notNull().default(''),
    /** A command connector's package command (issue 13); null for the older HTTP shape. */
    packageId: text('package_id'),
    commandId: text('command_id'),
    /**
     * Mapping: { expression } (JSONata). Command: the package command's parameter values, or
     * { url, method, headers } for the older HTTP shape. Compose: { steps }. Event: { script }.
     */
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
    modifyTime: at('modify_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('connector_tenant_name_idx').on(t.tenantId, t.name)],
);

export const topicBindings = pgTable(
  'topic_binding',
  {
    id: serial('id').primaryKey(),
    tenantId: tenant(),
    processKey: text('process_key').notNull(),
    topic: text('topic').notNull(),
    connectorId: integer('connector_id')
      .notNull()
      .references(() => connectors.id, { onDelete: 'cascade' }),
    credentialId: integer('credential_id'),
  },
  (t) => [uniqueIndex('topic_binding_idx').on(t.tenantId, t.processKey, t.topic)],
);

/** What a connector really did for a task: the file log and the transaction log. */
export const connectorRuns = pgTable(
  'connector_run',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    timestamp: at('timestamp').notNull().defaultNow(),
    processInstanceId: text('process_instance_id').notNull(),
    definitionKey: text('definition_key').notNull(),
    activityId: text('activity_id').notNull(),
    topic: text('topic').notNull(),
    connectorId: integer('connector_id'),
    connectorName: text('connector_name').notNull(),
    status: text('status').$type<'success' | 'failed'>().notNull(),
    input: text('input'),
    output: text('output'),
    message: text('message'),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (t) => [
    index('connector_run_tenant_time_idx').on(t.tenantId, t.timestamp.desc()),
    index('connector_run_topic_idx').on(t.tenantId, t.definitionKey, t.topic),
    // One instance's runs (its input and output page), oldest first.
    index('connector_run_instance_idx').on(t.tenantId, t.processInstanceId, t.id),
  ],
);

/** Log lines written by the engine, the workers and the server (stat/api/log). */
export const engineLogs = pgTable(
  'engine_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    timestamp: at('timestamp').notNull().defaultNow(),
    level: text('level').notNull(),
    source: text('source').notNull(),
    processInstanceId: text('process_instance_id'),
    activityId: text('activity_id'),
    message: text('message').notNull(),
  },
  (t) => [
    index('engine_log_tenant_time_idx').on(t.tenantId, t.timestamp.desc(), t.id.desc()),
    // One instance's log (its log page and its download) in time order, then in the order
    // written for lines of one time.
    index('engine_log_instance_idx').on(t.tenantId, t.processInstanceId, t.timestamp, t.id),
  ],
);

/**
 * Task and event outcomes per quarter-hour (the dashboard's statistics, read per day). A
 * quarter-hour, not a UTC day: every time zone's midnight falls on one (offsets are whole
 * quarter-hours), so the days of any user's zone add up exactly from these rows.
 */
export const dailyStats = pgTable(
  'daily_stat',
  {
    tenantId: integer('tenant_id').notNull(),
    kind: text('kind').$type<'task' | 'event'>().notNull(),
    /** The start of the quarter-hour the outcomes happened in. */
    periodStart: at('period_start').notNull(),
    outcome: text('outcome').$type<'success' | 'failed'>().notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.periodStart, t.outcome] })],
);
