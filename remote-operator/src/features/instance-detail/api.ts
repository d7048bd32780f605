import { http } from '@console/shared';

const REST = '/api/camunda/engine-rest';

/** A history instance (HistoricProcessInstanceDto, the fields shown). */
export interface InstanceSummary {
  id: string;
  businessKey: string | null;
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionVersion: number;
  startTime: string;
  endTime: string | null;
  state: string;
}

/** SPEC §3's instance variable: name, type, value, valueInfo. */
export interface InstanceVariable {
  name: string;
  type: string;
  value: unknown;
  valueInfo: Record<string, unknown>;
}

export interface ActivityInstance {
  id: string;
  activityId: string;
  activityName: string | null;
  activityType: string;
  childActivityInstances: ActivityInstance[];
}

export interface PassedActivity {
  id: string;
  activityId: string;
  activityName: string | null;
  activityType: string;
  startTime: string;
  endTime: string | null;
  canceled: boolean;
}

export interface Incident {
  id: string;
  incidentMessage: string | null;
  incidentTimestamp: string;
  activityId: string;
  processInstanceId: string;
  processDefinitionId: string;
  /** The external task that failed (Camunda's incident configuration). */
  configuration: string | null;
}

export interface TaskLogEntry {
  id: string;
  timestamp: string;
  topicName: string;
  activityId: string;
  workerId: string | null;
  retries: number | null;
  errorMessage: string | null;
  creationLog: boolean;
  failureLog: boolean;
  successLog: boolean;
  deletionLog: boolean;
}

// GET history/process-instance/{id}: the instance, running or ended.
export const fetchInstance = async (id: string) =>
  (await http.get<InstanceSummary>(`${REST}/history/process-instance/${id}`)).data;

// GET process-instance/{id}/variables (running) or history/variable-instance (ended).
export async function fetchVariables(id: string, running: boolean): Promise<InstanceVariable[]> {
  if (running) {
    const { data } = await http.get<Record<string, Omit<InstanceVariable, 'name'>>>(
      `${REST}/process-instance/${id}/variables`,
      { params: { deserializeValues: false } },
    );
    return Object.entries(data).map(([name, variable]) => ({ name, ...variable }));
  }
  const { data } = await http.get<InstanceVariable[]>(`${REST}/history/variable-instance`, {
    params: {
      processInstanceId: id,
      deserializeValues: false,
      sortBy: 'variableName',
      sortOrder: 'asc',
    },
  });
  return data.map(({ name, type, value, valueInfo }) => ({ name, type, value, valueInfo }));
}

// PUT process-instance/{id}/variables/{name}: a typed value; a value that does not fit is a 400.
export const setVariable = async (id: string, name: string, value: unknown, type: string) => {
  await http.put(`${REST}/process-instance/${id}/variables/${encodeURIComponent(name)}`, {
    value,
    type,
  });
};

// DELETE process-instance/{id}/variables/{name}.
export const deleteVariable = async (id: string, name: string) => {
  await http.delete(`${REST}/process-instance/${id}/variables/${encodeURIComponent(name)}`);
};

// GET process-instance/{id}/activity-instances: what a running instance waits in, as a tree.
export const fetchActivityTree = async (id: string) =>
  (await http.get<ActivityInstance>(`${REST}/process-instance/${id}/activity-instances`)).data;

// GET history/activity-instance: the path the instance took, in order.
export const fetchPath = async (id: string) =>
  (
    await http.get<PassedActivity[]>(`${REST}/history/activity-instance`, {
      params: { processInstanceId: id, sortBy: 'startTime', sortOrder: 'asc', maxResults: 1000 },
    })
  ).data;

// GET incident?processInstanceId=: its open incidents, newest first (SPEC §9).
export const fetchIncidents = async (id: string) =>
  (
    await http.get<Incident[]>(`${REST}/incident`, {
      params: { processInstanceId: id, sortBy: 'incidentTimestamp', sortOrder: 'desc' },
    })
  ).data;

// PUT external-task/{id}/retries: resolving an incident sets its task's retries to 1 (SPEC §4).
export const resolveIncident = async (incident: Incident) => {
  await http.put(`${REST}/external-task/${incident.configuration}/retries`, { retries: 1 });
};

// GET history/external-task-log?processInstanceId=: the instance's task log, newest first.
export const fetchTaskLog = async (id: string) =>
  (
    await http.get<TaskLogEntry[]>(`${REST}/history/external-task-log`, {
      params: { processInstanceId: id, sortBy: 'timestamp', sortOrder: 'desc', maxResults: 200 },
    })
  ).data;

// GET history/external-task-log/{id}/error-details: a failure's details (plain text).
export const fetchErrorDetails = async (logId: string) =>
  (
    await http.get<string>(`${REST}/history/external-task-log/${logId}/error-details`, {
      responseType: 'text',
    })
  ).data;
