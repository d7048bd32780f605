import { dataOf, http, type DeployedFlow, type ImportTarget, type TempFlow } from '@console/shared';

// GET /api/tempFlows: every draft of the tenant, deployed or not, newest first.
export const fetchDrafts = () => dataOf<TempFlow[]>(http.get('/api/tempFlows'));

// GET /api/camunda/deployedFlows: every deployed version (plain JSON, SPEC §8).
export const fetchDeployedFlows = async () =>
  (await http.get<DeployedFlow[]>('/api/camunda/deployedFlows')).data;

// GET /api/camunda/engine-rest/process-instance/count: running instances of one version.
export const countRunning = async (processDefinitionId: string) =>
  (
    await http.get<{ count: number }>('/api/camunda/engine-rest/process-instance/count', {
      params: { processDefinitionId },
    })
  ).data.count;

// DELETE /api/deployedFlow?flowId=: removes one deployed version (and its instances).
export const removeDeployedFlow = (flowId: string) =>
  dataOf<null>(http.delete('/api/deployedFlow', { params: { flowId } }));

// PUT /api/stopFileMonitorByProcessId?processId=: stops the file monitors of a removed flow.
export const stopFileMonitorsOf = (processId: string) =>
  dataOf<number[]>(
    http.put('/api/stopFileMonitorByProcessId', undefined, { params: { processId } }),
  );

// DELETE /api/tempFlow?id=: deletes an undeployed draft.
export const deleteDraft = (id: number) =>
  dataOf<null>(http.delete('/api/tempFlow', { params: { id } }));

// GET /api/flow/exportFlow: the BPMN of a draft (tempFlowId) or of a deployed version (id).
export const exportFlow = async (target: { tempFlowId: number } | { id: string }) =>
  (await http.get<Blob>('/api/flow/exportFlow', { params: target, responseType: 'blob' })).data;

// GET /api/flow/importTargets: the BPs an import may land in, the caller's own first.
export const fetchImportTargets = () => dataOf<ImportTarget[]>(http.get('/api/flow/importTargets'));

// POST /api/flow/importFlow (multipart flowFile, sourceBpId, targetBpId, name).
export const importFlow = (form: {
  file: File;
  sourceBpId?: number;
  targetBpId: number;
  name?: string;
}) => {
  const body = new FormData();
  if (form.sourceBpId !== undefined) body.append('sourceBpId', String(form.sourceBpId));
  body.append('targetBpId', String(form.targetBpId));
  if (form.name?.trim()) body.append('name', form.name.trim());
  body.append('flowFile', form.file);
  return dataOf<TempFlow>(http.post('/api/flow/importFlow', body));
};
