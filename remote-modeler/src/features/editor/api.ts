import { dataOf, http, type TempFlow } from '@console/shared';

const REST = '/api/camunda/engine-rest';

// GET /api/tempFlow?id=: one draft with its BPMN.
export const fetchDraft = (id: number) =>
  dataOf<TempFlow>(http.get('/api/tempFlow', { params: { id } }));

// POST /api/tempFlow: a new draft ('Please input the flow name' without a name).
export const createDraft = (name: string, xml: string) =>
  dataOf<TempFlow>(http.post('/api/tempFlow', { name, xml }));

// PUT /api/tempFlow: the draft's new BPMN.
export const updateDraft = (id: number, xml: string) =>
  dataOf<TempFlow>(http.put('/api/tempFlow', { id, xml }));

/** A deployed version's BPMN and name, to open as a new draft. */
export async function fetchDefinition(id: string) {
  const path = `${REST}/process-definition/${encodeURIComponent(id)}`;
  // GET process-definition/{id} and /{id}/xml: Camunda's shapes.
  const [definition, xml] = await Promise.all([
    http.get<{ key: string; name: string | null; version: number }>(path),
    http.get<{ bpmn20Xml: string }>(`${path}/xml`),
  ]);
  return { ...definition.data, xml: xml.data.bpmn20Xml };
}

/** The newest deployed version of a key, or null when none is. */
export async function fetchLatestVersion(key: string) {
  // GET process-definition?key=&latestVersion=true: an empty list rather than a 404.
  const { data } = await http.get<{ id: string; version: number }[]>(`${REST}/process-definition`, {
    params: { key, latestVersion: true },
  });
  return data[0] ?? null;
}
