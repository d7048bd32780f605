import { randomUUID } from 'node:crypto';
import { batches, externalTaskLogs, externalTasks, incidents } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { at, type Instance } from './queries-fixtures';

/** Incidents, external tasks, their log and batches for the query tests. */
export async function seedIncident(
  db: Db,
  instance: Instance,
  spec: {
    id: string;
    at: number;
    state?: 'open' | 'resolved' | 'deleted';
    activityId?: string;
    type?: string;
    taskId?: string;
  },
) {
  await db.insert(incidents).values({
    id: spec.id,
    tenantId: instance.tenantId,
    incidentType: spec.type ?? 'failedExternalTask',
    incidentMessage: `failure of ${spec.id}`,
    incidentTimestamp: at(spec.at),
    endTime: spec.state && spec.state !== 'open' ? at(spec.at + 1) : null,
    state: spec.state ?? 'open',
    activityId: spec.activityId ?? 'task',
    executionId: randomUUID(),
    processInstanceId: instance.id,
    definitionId: instance.definitionId,
    definitionKey: instance.definitionKey,
    configuration: spec.taskId ?? null,
  });
}

export async function seedTask(
  db: Db,
  instance: Instance,
  spec: {
    id: string;
    topic: string;
    workerId?: string;
    lockedFor?: number;
    retries?: number | null;
    errorDetails?: string;
    suspended?: boolean;
    created: number;
  },
) {
  await db.insert(externalTasks).values({
    id: spec.id,
    tenantId: instance.tenantId,
    topicName: spec.topic,
    workerId: spec.workerId ?? null,
    lockExpirationTime:
      spec.lockedFor === undefined ? null : new Date(Date.now() + spec.lockedFor * 60_000),
    retries: spec.retries ?? null,
    errorMessage: spec.errorDetails ? 'it failed' : null,
    errorDetails: spec.errorDetails ?? null,
    processInstanceId: instance.id,
    executionId: randomUUID(),
    activityId: 'task',
    activityInstanceId: randomUUID(),
    definitionId: instance.definitionId,
    definitionKey: instance.definitionKey,
    businessKey: instance.businessKey,
    priority: 0,
    suspended: spec.suspended ?? false,
    createTime: at(spec.created),
  });
}

export async function seedTaskLog(
  db: Db,
  instance: Instance,
  spec: {
    id: string;
    taskId: string;
    at: number;
    state: 'created' | 'failed' | 'successful' | 'deleted';
    topic?: string;
    workerId?: string;
    activityId?: string;
  },
) {
  await db.insert(externalTaskLogs).values({
    id: spec.id,
    tenantId: instance.tenantId,
    timestamp: at(spec.at),
    externalTaskId: spec.taskId,
    topicName: spec.topic ?? 'work',
    workerId: spec.workerId ?? null,
    retries: spec.state === 'failed' ? 0 : null,
    errorMessage: spec.state === 'failed' ? 'it failed' : null,
    activityId: spec.activityId ?? 'task',
    activityInstanceId: randomUUID(),
    executionId: randomUUID(),
    processInstanceId: instance.id,
    definitionId: instance.definitionId,
    definitionKey: instance.definitionKey,
    state: spec.state,
  });
}

export async function seedBatch(
  db: Db,
  tenantId: number,
  spec: {
    id: string;
    start: number;
    total: number;
    created?: number;
    completed?: number;
    failed?: number;
    ended?: boolean;
  },
) {
  await db.insert(batches).values({
    id: spec.id,
    tenantId,
    type: 'instance-deletion',
    totalJobs: spec.total,
    jobsCreated: spec.created ?? 0,
    completedJobs: spec.completed ?? 0,
    failedJobs: spec.failed ?? 0,
    payload: { instanceIds: [], deleteReason: null, skipCustomListeners: true },
    createUserId: 'acme-admin',
    startTime: at(spec.start),
    endTime: spec.ended ? at(spec.start + 5) : null,
  });
}
