import type { DeployedFlow, TempFlow } from '@console/shared';

export type FlowStatus = 'deployed' | 'undeployed';

/**
 * One row of the process list (SPEC §3 Process, list view): a draft with its deployed
 * versions, or the versions of a key deployed without a draft (through engine REST).
 */
export interface FlowRow {
  rowKey: string;
  name: string;
  /** The draft's id; null for a key deployed without one. */
  draftId: number | null;
  draft: TempFlow | null;
  status: FlowStatus;
  key: string | null;
  modifyTime: string | null;
  /** The newest version first. */
  versions: DeployedFlow[];
}

/** The process id of a BPMN document (its key once deployed), read without parsing it all. */
export function processKeyOf(xml: string): string | null {
  const match = /<(?:[\w.-]+:)?process\b[^>]*?\sid\s*=\s*["']([^"']+)["']/.exec(xml);
  return match ? match[1] : null;
}

const newestFirst = (a: DeployedFlow, b: DeployedFlow) => b.version - a.version;

const lastChange = (row: FlowRow) =>
  Math.max(Date.parse(row.modifyTime ?? '') || 0, Date.parse(row.versions[0]?.deployTime) || 0);

/** Drafts and deployed versions as the list's rows, the most recently changed first. */
export function flowRows(drafts: TempFlow[], deployed: DeployedFlow[]): FlowRow[] {
  const draftIds = new Set(drafts.map((draft) => draft.id));
  const rows: FlowRow[] = drafts.map((draft) => {
    const versions = deployed.filter((flow) => flow.tempFlowId === draft.id).sort(newestFirst);
    return {
      rowKey: `draft-${draft.id}`,
      name: draft.name,
      draftId: draft.id,
      draft,
      status: versions.length ? 'deployed' : 'undeployed',
      key: versions[0]?.key ?? processKeyOf(draft.xml),
      modifyTime: draft.modifyTime,
      versions,
    };
  });
  const orphans = new Map<string, DeployedFlow[]>();
  for (const flow of deployed) {
    if (flow.tempFlowId !== null && draftIds.has(flow.tempFlowId)) continue;
    orphans.set(flow.key, [...(orphans.get(flow.key) ?? []), flow]);
  }
  for (const [key, versions] of orphans) {
    versions.sort(newestFirst);
    rows.push({
      rowKey: `key-${key}`,
      name: versions[0].name ?? key,
      draftId: null,
      draft: null,
      status: 'deployed',
      key,
      modifyTime: null,
      versions,
    });
  }
  return rows.sort((a, b) => lastChange(b) - lastChange(a));
}

/** Rows whose name contains `name` (any case) and whose status is `status`, when given. */
export function filterRows(rows: FlowRow[], name: string, status: FlowStatus | null) {
  const needle = name.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!needle || row.name.toLowerCase().includes(needle)) && (!status || row.status === status),
  );
}
