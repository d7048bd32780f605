import { randomUUID } from 'node:crypto';
import {
  activityInstances,
  deployments,
  processDefinitions,
  processInstances,
  variables,
  type InstanceState,
} from '../../src/db/schema';
import type { Db } from '../../src/db/types';

/** Rows for the query tests, written straight to the tables. A fixed clock for the rows: T0 plus minutes. */
export const T0 = Date.parse('2024-03-01T08:00:00.000Z');
export const at = (minutes: number) => new Date(T0 + minutes * 60_000);

type Definition = typeof processDefinitions.$inferSelect;
export type Instance = typeof processInstances.$inferSelect;

export const xmlOf = (key: string) =>
  `<definitions id="d"><process id="${key}" isExecutable="true"/></definitions>`;

export async function seedDefinition(
  db: Db,
  tenantId: number,
  spec: { key: string; version: number; name?: string; suspended?: boolean; versionTag?: string },
): Promise<Definition> {
  const deploymentId = randomUUID();
  await db.insert(deployments).values({ id: deploymentId, tenantId, name: spec.key });
  const [row] = await db
    .insert(processDefinitions)
    .values({
      id: `${spec.key}:${spec.version}:${tenantId}`,
      tenantId,
      key: spec.key,
      version: spec.version,
      name: spec.name ?? null,
      deploymentId,
      resourceName: `${spec.key}.bpmn`,
      xml: xmlOf(spec.key),
      suspended: spec.suspended ?? false,
      versionTag: spec.versionTag ?? null,
      model: { externalTasks: [], messageStarts: [], hasTimerStart: false },
    })
    .returning();
  return row;
}

export async function seedInstance(
  db: Db,
  definition: Definition,
  spec: {
    id: string;
    state: InstanceState;
    start: number;
    /** Minutes after start; ended states default to 1. */
    duration?: number;
    businessKey?: string | null;
    incidents?: number;
    deleteReason?: string;
  },
): Promise<Instance> {
  const ended = !['ACTIVE', 'SUSPENDED'].includes(spec.state);
  const [row] = await db
    .insert(processInstances)
    .values({
      id: spec.id,
      tenantId: definition.tenantId,
      definitionId: definition.id,
      definitionKey: definition.key,
      businessKey: spec.businessKey ?? null,
      state: spec.state,
      incidents: spec.incidents ?? 0,
      startTime: at(spec.start),
      endTime: ended ? at(spec.start + (spec.duration ?? 1)) : null,
      startActivityId: 'start',
      endActivityId: spec.state === 'COMPLETED' ? 'end' : null,
      deleteReason: spec.deleteReason ?? null,
    })
    .returning();
  return row;
}

/** Activities keep the order they were seeded in (the engine's sequence). */
let sequence = 0;

export async function seedActivity(
  db: Db,
  instance: Instance,
  spec: {
    activityId: string;
    type: string;
    start: number;
    end?: number;
    canceled?: boolean;
    name?: string;
  },
) {
  const executionId = randomUUID();
  await db.insert(activityInstances).values({
    id: `${executionId}:${instance.id}`,
    tenantId: instance.tenantId,
    processInstanceId: instance.id,
    definitionId: instance.definitionId,
    definitionKey: instance.definitionKey,
    activityId: spec.activityId,
    activityName: spec.name ?? null,
    activityType: spec.type,
    executionId,
    startTime: at(spec.start),
    endTime: spec.end === undefined ? null : at(spec.end),
    canceled: spec.canceled ?? false,
    sequence: sequence++,
  });
  return { id: `${executionId}:${instance.id}`, executionId };
}

export async function seedVariable(
  db: Db,
  instance: Instance,
  name: string,
  type: string,
  value: unknown,
) {
  await db.insert(variables).values({
    id: randomUUID(),
    tenantId: instance.tenantId,
    processInstanceId: instance.id,
    definitionId: instance.definitionId,
    name,
    type,
    value: JSON.stringify(value),
    createTime: at(0),
  });
}
