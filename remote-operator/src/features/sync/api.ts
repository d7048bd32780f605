import { dataOf, http } from '@console/shared';

export interface RunningSyncFlow {
  id: string;
  definitionId: string;
  definitionKey: string;
  businessKey: string | null;
  startTime: string;
}

// GET /api/runningSyncFlow: the tenant's synchronous flows still running, newest first.
export const fetchRunningSyncFlows = () =>
  dataOf<RunningSyncFlow[]>(http.get('/api/runningSyncFlow'));

// POST /api/stopRunningSyncFlow: cancels one (skipping listeners and IO mappings).
export const stopSyncFlow = (instanceId: string) =>
  dataOf<null>(http.post('/api/stopRunningSyncFlow', { instanceId }));
