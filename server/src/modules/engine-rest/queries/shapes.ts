import { parseStored, toTyped } from '../../../engine';
import type { DefinitionInfo, ExternalTaskRow, InstanceRow, TypedValue } from '../../../engine';
import { camundaDate, durationOf } from './common';

/** A history process instance in Camunda's shape (HistoricProcessInstanceDto). */
export const historyInstanceJson = (row: InstanceRow, definition: DefinitionInfo | undefined) => ({
  id: row.id,
  businessKey: row.businessKey,
  processDefinitionId: row.definitionId,
  processDefinitionKey: row.definitionKey,
  processDefinitionName: definition?.name ?? null,
  processDefinitionVersion: definition?.version ?? null,
  startTime: camundaDate(row.startTime),
  endTime: camundaDate(row.endTime),
  removalTime: null,
  durationInMillis: durationOf(row.startTime, row.endTime),
  startUserId: row.startUserId,
  startActivityId: row.startActivityId,
  deleteReason: row.deleteReason,
  rootProcessInstanceId: row.rootProcessInstanceId ?? row.id,
  superProcessInstanceId: row.superProcessInstanceId ?? null,
  superCaseInstanceId: null,
  caseInstanceId: null,
  tenantId: String(row.tenantId),
  state: row.state,
});

type TaskPlace = Pick<
  ExternalTaskRow,
  | 'activityId'
  | 'activityInstanceId'
  | 'executionId'
  | 'processInstanceId'
  | 'definitionId'
  | 'definitionKey'
>;

/** Where an external task runs, in its Camunda shape and in each of its log entries alike. */
export const taskPlaceJson = (row: TaskPlace) => ({
  activityId: row.activityId,
  activityInstanceId: row.activityInstanceId,
  executionId: row.executionId,
  processInstanceId: row.processInstanceId,
  processDefinitionId: row.definitionId,
  processDefinitionKey: row.definitionKey,
});

/**
 * A stored variable in Camunda's REST form, as the engine hands variables to workers: Json
 * values are serialized text; Date values are written in Camunda's date format.
 */
export function typedValue(type: string, stored: string | null): TypedValue {
  const typed = toTyped(parseStored(type, stored));
  if (type === 'Date' && typeof typed.value === 'string') {
    return { ...typed, value: camundaDate(new Date(typed.value)) };
  }
  return typed;
}
