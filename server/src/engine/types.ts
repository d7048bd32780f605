/**
 * The process engine as the rest of the server sees it. Routes call these methods; they
 * never touch bpmn-engine. Every method that changes state resolves only after the change is
 * committed to the database (durability), and throws an EngineError (errors.ts: bad-request, not-found, conflict) on bad input.
 */
import type { batches, processDefinitions, processInstances } from '../db/schema';
import type { EngineQueries } from './queries';
import type { LedgerInsert } from './runtime/changes';

export type DefinitionRow = typeof processDefinitions.$inferSelect;
export type InstanceRow = typeof processInstances.$inferSelect;
export type BatchRow = typeof batches.$inferSelect;

/** A variable as Camunda's REST API carries it. */
export interface TypedValue {
  value?: unknown;
  type?: string;
  valueInfo?: Record<string, unknown>;
}
export type VariableMap = Record<string, TypedValue>;

export interface DeployInput {
  /** The deployment's name. */
  name: string;
  /** The BPMN file's name, e.g. order.bpmn. */
  resourceName: string;
  xml: string;
  source?: string;
  /** Deploy the definition suspended. */
  suspended?: boolean;
  tempFlowId?: number;
  /** Camunda's duplicate filtering (deploy-changed-only): an unchanged resource is not redeployed. */
  skipUnchanged?: boolean;
}

export interface DeployResult {
  deploymentId: string;
  deploymentTime: Date;
  definitions: DefinitionRow[];
}

export interface StartInput {
  variables?: VariableMap;
  businessKey?: string;
  /** Who starts it: Camunda's startUserId, and the history filter startedBy. */
  startUserId?: string;
  /** A synchronous flow: the caller waits for the end (see `waitForEnd`). */
  sync?: boolean;
  /** A monitor's or trigger's ledger row, committed with the start or not at all (issue 23). */
  ledger?: LedgerInsert;
  /**
   * The start event to run from (a message or timer start); by default the process's initial
   * start event, as Camunda's start by id.
   */
  startActivityId?: string;
}

/** The body of Camunda's POST /external-task/fetchAndLock. */
export interface FetchAndLockRequest {
  workerId: string;
  maxTasks: number;
  usePriority?: boolean;
  asyncResponseTimeout?: number;
  /** Camunda's only fetch sorting: by createTime, ascending or descending. */
  sorting?: { sortBy: 'createTime'; sortOrder: 'asc' | 'desc' }[];
  topics: {
    topicName: string;
    lockDuration: number;
    variables?: string[] | null;
    /** Only the variables of the task's own execution (Camunda's localVariables). */
    localVariables?: boolean;
    processDefinitionKey?: string;
    businessKey?: string;
  }[];
}

/** A locked external task in Camunda's shape. */
export interface LockedExternalTask {
  id: string;
  topicName: string;
  workerId: string;
  lockExpirationTime: string;
  retries: number | null;
  errorMessage: string | null;
  errorDetails: string | null;
  activityId: string;
  activityInstanceId: string;
  executionId: string;
  processInstanceId: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionVersionTag: string | null;
  businessKey: string | null;
  tenantId: string;
  priority: number;
  variables: VariableMap;
  extensionProperties: Record<string, string>;
  suspended: boolean;
  /** ISO 8601, as lockExpirationTime; engine-rest writes both in Camunda's format. */
  createTime: string;
}

/** Camunda's CorrelationMessageDto, as far as the engine reads it. */
export interface MessageInput {
  messageName: string;
  businessKey?: string;
  processInstanceId?: string;
  tenantId?: string;
  withoutTenantId?: boolean;
  /** Variables the waiting instance must hold, with these values. */
  correlationKeys?: VariableMap;
  localCorrelationKeys?: VariableMap;
  processVariables?: VariableMap;
  processVariablesLocal?: VariableMap;
  processVariablesToTriggeredScope?: VariableMap;
  /** Every waiting instance that matches, not only the first. */
  all?: boolean;
  /** A ledger row committed with the delivery (or the start it causes), or not at all. */
  ledger?: LedgerInsert;
}

/** Whom a message reached: a waiting execution, or a new instance of a message start. */
export type MessageCorrelation =
  | { resultType: 'Execution'; processInstanceId: string; executionId: string }
  | { resultType: 'ProcessDefinition'; processInstanceId: string; instance: InstanceRow };

/** Which tenants a call acts for: one tenant (a signed-in caller) or all (built-in workers). */
export type TenantScope = number | 'all';

/** Commands on many instances or on history (bulk-operations.ts). */
export interface BulkCommands {
  suspendInstances(tenantId: number, ids: string[], suspended: boolean): Promise<void>;
  suspendDefinitionsByKey(
    tenantId: number,
    key: string,
    suspended: boolean,
    includeInstances: boolean,
  ): Promise<void>;
  setRetriesAsync(
    tenantId: number,
    taskIds: string[],
    retries: number,
    user: string,
  ): Promise<BatchRow>;
  deleteHistory(tenantId: number, ids: string[], failIfNotExists?: boolean): Promise<void>;
  deleteHistoryBatch(
    tenantId: number,
    ids: string[],
    options: { reason?: string; failIfNotExists?: boolean; user: string },
  ): Promise<BatchRow>;
  annotateIncident(tenantId: number, incidentId: string, annotation: string | null): Promise<void>;
}

export interface ProcessEngine extends BulkCommands {
  /** The query side: every read of engine tables outside the runtime (queries/index.ts). */
  readonly query: EngineQueries;
  deploy(tenantId: number, input: DeployInput): Promise<DeployResult>;
  /** Deletes a deployment with its definitions; `cascade` also deletes their instances. */
  deleteDeployment(tenantId: number, deploymentId: string, cascade: boolean): Promise<void>;
  deleteDefinition(tenantId: number, definitionId: string, cascade: boolean): Promise<void>;
  /** Suspends or activates a definition; its running instances too unless `includeInstances` is false. */
  suspendDefinition(
    tenantId: number,
    definitionId: string,
    suspended: boolean,
    includeInstances?: boolean,
  ): Promise<void>;

  /** The id of the newest version of `key` in the tenant (404 when there is none). */
  latestDefinitionId(tenantId: number, key: string): Promise<string>;
  start(tenantId: number, definitionId: string, input: StartInput): Promise<InstanceRow>;
  /** The variables of an instance, running or ended, in Camunda's REST form. */
  instanceVariables(tenantId: number, instanceId: string): Promise<VariableMap>;
  /** Resolves with the variables when the instance ends; rejects if it is cancelled. */
  waitForEnd(instanceId: string): Promise<VariableMap>;
  cancel(
    tenantId: TenantScope,
    instanceId: string,
    options: { reason?: string; skipCustomListeners?: boolean; skipIoMappings?: boolean },
  ): Promise<void>;
  /** Stops many instances as a batch that runs in the background (Camunda's delete async). */
  deleteAsync(
    tenantId: number,
    instanceIds: string[],
    options: { reason?: string; skipCustomListeners?: boolean; user?: string },
  ): Promise<BatchRow>;
  suspendInstance(tenantId: number, instanceId: string, suspended: boolean): Promise<void>;
  setVariables(
    tenantId: number,
    instanceId: string,
    modifications: VariableMap,
    deletions?: string[],
  ): Promise<void>;
  correlateMessage(tenantId: number, input: MessageInput): Promise<MessageCorrelation[]>;

  fetchAndLock(tenantId: TenantScope, request: FetchAndLockRequest): Promise<LockedExternalTask[]>;
  complete(
    tenantId: TenantScope,
    taskId: string,
    input: { workerId: string; variables?: VariableMap; localVariables?: VariableMap },
  ): Promise<void>;
  handleFailure(
    tenantId: TenantScope,
    taskId: string,
    input: {
      workerId: string;
      errorMessage?: string;
      errorDetails?: string;
      retries?: number;
      retryTimeout?: number;
      variables?: VariableMap;
      localVariables?: VariableMap;
    },
  ): Promise<void>;
  handleBpmnError(
    tenantId: TenantScope,
    taskId: string,
    input: { workerId: string; errorCode: string; errorMessage?: string; variables?: VariableMap },
  ): Promise<void>;
  extendLock(
    tenantId: TenantScope,
    taskId: string,
    input: { workerId: string; newDuration: number },
  ): Promise<void>;
  unlock(tenantId: TenantScope, taskId: string): Promise<void>;
  /** Retries reaching 0 open an incident; setting retries above 0 resolves it (SPEC §4). */
  setRetries(tenantId: TenantScope, taskIds: string[], retries: number): Promise<void>;

  /** Called when tasks of a topic become fetchable, so built-in workers need not poll. */
  onTasksAvailable(listener: (topics: string[]) => void): () => void;
  /**
   * Writes a line to the engine log (stat/api/log). Resolves once it is written (or could not
   * be: a log line never fails its caller), so that a caller about to act on what the line
   * says can wait for it, and the lines the action leads to come after it in the log.
   */
  log(
    tenantId: number,
    line: {
      level: 'info' | 'warn' | 'error';
      source: string;
      message: string;
      processInstanceId?: string;
      activityId?: string;
    },
  ): Promise<void>;
  close(): Promise<void>;
}
