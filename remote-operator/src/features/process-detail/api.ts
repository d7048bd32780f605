import { http } from '@console/shared';

const REST = '/api/camunda/engine-rest';

/** A version of a process definition (Camunda's ProcessDefinitionDto, the fields shown). */
export interface DefinitionVersion {
  id: string;
  key: string;
  name: string | null;
  version: number;
  suspended: boolean;
}

/** Running instances and open incidents waiting at one activity (ActivityStatisticsResultDto). */
export interface ActivityStatistics {
  id: string;
  instances: number;
  incidents: { incidentType: string; incidentCount: number }[];
}

/** How many instances passed an activity (HistoricActivityStatisticsDto, the heat map). */
export interface ActivityHeat {
  id: string;
  instances: number;
  finished: number;
  canceled: number;
  completeScope: number;
  openIncidents: number;
}

/** An instance as the console's history list answers it (Camunda's shape plus `incidents`). */
export interface InstanceRow {
  id: string;
  businessKey: string | null;
  processDefinitionId: string;
  processDefinitionVersion: number;
  startTime: string;
  endTime: string | null;
  state: string;
  /** Open incidents of the instance. */
  incidents: number;
}

/** Progress of a deletion batch (GET /api/camunda/operation/query?batchId=). */
export interface BatchProgress {
  id: string;
  totalJobs: number;
  completedJobs: number;
  failedJobs: number;
  remainingJobs: number;
  waitingExecutionJobs: number;
  finished: boolean;
}

export type ListQuery = Record<string, string | number | boolean | undefined>;

// GET process-definition?key=: every version of a key, newest first.
export const fetchVersions = async (key: string) =>
  (
    await http.get<DefinitionVersion[]>(`${REST}/process-definition`, {
      params: { key, sortBy: 'version', sortOrder: 'desc' },
    })
  ).data;

/** The name a key was saved under in the modeler (GET /api/camunda/flow-names). */
export interface FlowName {
  key: string;
  name: string | null;
}

// GET /api/camunda/flow-names: each key's saved name, for the lists that show keys.
export const fetchFlowNames = async () =>
  (await http.get<FlowName[]>('/api/camunda/flow-names')).data;

// GET process-definition/{id}/xml: the deployed BPMN of one version.
export const fetchDiagramXml = async (id: string) =>
  (await http.get<{ bpmn20Xml: string }>(`${REST}/process-definition/${id}/xml`)).data.bpmn20Xml;

// GET process-definition/{id}/statistics?incidents=true: running figures per activity.
export const fetchActivityStatistics = async (id: string) =>
  (
    await http.get<ActivityStatistics[]>(`${REST}/process-definition/${id}/statistics`, {
      params: { incidents: true },
    })
  ).data;

// GET history/process-definition/{id}/statistics: how many instances passed each activity.
export const fetchActivityHeat = async (id: string) =>
  (
    await http.get<ActivityHeat[]>(`${REST}/history/process-definition/${id}/statistics`, {
      params: { finished: true, canceled: true, completeScope: true, incidents: true },
    })
  ).data;

const INSTANCES = '/api/camunda/history/process-instance';

// GET /api/camunda/history/process-instance (+ /count): one page of instances and the total.
export async function fetchInstancePage(query: ListQuery) {
  const { firstResult, maxResults, ...filters } = query;
  const [rows, count] = await Promise.all([
    http.get<InstanceRow[]>(INSTANCES, { params: query }),
    http.get<{ count: number }>(`${INSTANCES}/count`, { params: filters }),
  ]);
  void firstResult;
  void maxResults;
  return { rows: rows.data, total: count.data.count };
}

// DELETE process-instance/{id}: stop one instance (SPEC §9 skips listeners and IO mappings).
export const stopInstance = async (id: string) => {
  await http.delete(`${REST}/process-instance/${id}`, {
    params: { skipCustomListeners: true, skipIoMappings: true },
  });
};

/** Which instances a batch stop takes: chosen ids, or every running one matching a filter. */
export type StopTarget = { ids: string[] } | { query: ListQuery };

// POST process-instance/delete: stop instances as one batch; answers the batch.
export const stopInstances = async (target: StopTarget) => {
  const body =
    'ids' in target
      ? { processInstanceIds: target.ids }
      : { historicProcessInstanceQuery: { ...target.query, unfinished: true } };
  return (
    await http.post<{ id: string }>(`${REST}/process-instance/delete`, {
      ...body,
      skipCustomListeners: true,
      skipIoMappings: true,
      deleteReason: 'Stopped from the console',
    })
  ).data;
};

// GET /api/camunda/operation/query?batchId=: the batch's progress, also once it has ended.
export const fetchBatchProgress = async (batchId: string) =>
  (await http.get<BatchProgress[]>('/api/camunda/operation/query', { params: { batchId } }))
    .data[0];

// GET /api/camunda/history/process-instance/export.csv: the list's filters, every instance.
/** The CSV's times are written in `timeZone` (the user's), named in its header. */
export const exportInstances = async (filters: ListQuery, columns: string[], timeZone: string) =>
  (
    await http.get<Blob>('/api/camunda/history/process-instance/export.csv', {
      params: { ...filters, columns: columns.join(','), tz: timeZone },
      responseType: 'blob',
    })
  ).data;
