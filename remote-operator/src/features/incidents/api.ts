import { http } from '@console/shared';
import type { IncidentGroupRetry, IncidentGroupRetryResult, IncidentGroups } from '@console/shared';
import type { Incident } from '../instance-detail/api';

const REST = '/api/camunda/engine-rest';

/** A definition id is Camunda's `key:version:id`: the key is what comes before the version. */
export const keyOfDefinitionId = (definitionId: string) =>
  definitionId.split(':').slice(0, -2).join(':') || definitionId;

// GET /api/camunda/incident-groups: open incidents grouped by normalised message and topic.
export const fetchIncidentGroups = async () =>
  (await http.get<IncidentGroups>('/api/camunda/incident-groups')).data;

// POST /api/camunda/incident-groups/retry: count (dryRun) or retry a group as one batch.
export const retryIncidentGroup = async (group: IncidentGroupRetry) =>
  (await http.post<IncidentGroupRetryResult>('/api/camunda/incident-groups/retry', group)).data;

// GET incident (+ /count): one page of open incidents, newest first (SPEC §9).
export async function fetchIncidentPage(page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    http.get<Incident[]>(`${REST}/incident`, {
      params: {
        sortBy: 'incidentTimestamp',
        sortOrder: 'desc',
        firstResult: (page - 1) * pageSize,
        maxResults: pageSize,
      },
    }),
    http.get<{ count: number }>(`${REST}/incident/count`),
  ]);
  return { rows: rows.data, total: count.data.count };
}
