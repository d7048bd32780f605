import type { DefinitionRow, InstanceRow } from '../../engine';

/** Camunda's date format: `2024-01-31T12:00:00.000+0000`. */
export const camundaDate = (date: Date | null | undefined) =>
  date ? date.toISOString().replace('Z', '+0000') : null;

/** A process definition in Camunda's shape. */
export const definitionJson = (row: DefinitionRow) => ({
  id: row.id,
  key: row.key,
  category: 'http://bpmn.io/schema/bpmn',
  description: null,
  name: row.name,
  version: row.version,
  resource: row.resourceName,
  deploymentId: row.deploymentId,
  diagram: null,
  suspended: row.suspended,
  tenantId: String(row.tenantId),
  versionTag: row.versionTag,
  historyTimeToLive: row.model.historyTimeToLive ?? null,
  startableInTasklist: true,
});

/** A running process instance in Camunda's shape. */
export const instanceJson = (row: InstanceRow) => ({
  links: [],
  id: row.id,
  definitionId: row.definitionId,
  definitionKey: row.definitionKey,
  businessKey: row.businessKey,
  caseInstanceId: null,
  ended: row.state !== 'ACTIVE' && row.state !== 'SUSPENDED',
  suspended: row.state === 'SUSPENDED',
  tenantId: String(row.tenantId),
});
