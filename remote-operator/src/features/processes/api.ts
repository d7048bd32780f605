import { http } from '@console/shared';

/** A definition as GET /api/camunda/all-process-definition-by-key lists it (the latest of a key). */
export interface LatestDefinition {
  id: string;
  key: string;
  name: string | null;
  version: number;
  suspended: boolean;
  versionMax: number;
  /** True: this is the key's latest version (SPEC §3). */
  status: boolean;
  countOfInstance: number;
}

/** The running figures of GET /api/camunda/statistics, per definition version. */
export interface RunningStatistics {
  definitions: { id: string; key: string; running: number; incident: number }[];
}

// GET /api/camunda/all-process-definition-by-key: the latest version of each key (Camunda JSON).
export const fetchLatestDefinitions = async () =>
  (await http.get<LatestDefinition[]>('/api/camunda/all-process-definition-by-key')).data;

// GET /api/camunda/statistics: running instances and those with an incident, per version.
export const fetchRunningStatistics = async () =>
  (await http.get<RunningStatistics>('/api/camunda/statistics')).data;

// PUT /api/camunda/engine-rest/process-definition/suspended: every version of the key, and
// (as SPEC §4 asks of a suspension) their instances with them.
export const setKeySuspended = async (key: string, suspended: boolean) => {
  await http.put('/api/camunda/engine-rest/process-definition/suspended', {
    processDefinitionKey: key,
    suspended,
    includeProcessInstances: true,
  });
};
