import { dataOf, http, type DeployForm, type DeployResult, type TempFlow } from '@console/shared';

const REST = '/api/camunda/engine-rest';

// GET /api/tempFlow?id=: one draft with its BPMN.
export const fetchDraft = (id: number) =>
  dataOf<TempFlow>(http.get('/api/tempFlow', { params: { id } }));

// POST /api/flow/deploy: a draft, or with `xml` the editor's BPMN as the draft's version.
export const deployFlow = (form: DeployForm) =>
  dataOf<DeployResult>(http.post('/api/flow/deploy', form));

/** The newest deployed version of a key with its BPMN, or null when none is deployed. */
export async function fetchLatestDeployed(key: string) {
  // GET process-definition?key=&latestVersion=true: an empty list rather than a 404.
  const { data: latest } = await http.get<{ id: string; version: number }[]>(
    `${REST}/process-definition`,
    { params: { key, latestVersion: true } },
  );
  if (!latest.length) return null;
  // GET process-definition/{id}/xml: Camunda's { id, bpmn20Xml }.
  const { data } = await http.get<{ bpmn20Xml: string }>(
    `${REST}/process-definition/${encodeURIComponent(latest[0].id)}/xml`,
  );
  return { version: latest[0].version, xml: data.bpmn20Xml };
}
