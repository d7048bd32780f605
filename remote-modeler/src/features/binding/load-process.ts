import { externalTasksOf } from '../../components/bpmn-tasks';
import { fetchDraft, fetchLatestDeployed } from '../../components/deploy-api';

/** The process the binding page shows: a draft's BPMN, or the key's newest deployed version. */
export async function loadProcess(key: string, draftId: number | null) {
  const source = draftId
    ? { xml: (await fetchDraft(draftId)).xml, version: null }
    : await fetchLatestDeployed(key);
  if (!source) return null;
  return { ...source, tasks: await externalTasksOf(source.xml) };
}
