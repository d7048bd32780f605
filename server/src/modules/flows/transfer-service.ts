import { FILE_MESSAGES } from '@console/shared/contract';
import type { Caller } from '../../auth/guard';
import { managedBp } from '../../auth/tenancy';
import { asc, eq, or } from 'drizzle-orm';
import { bp, tempFlows } from '../../db/schema';
import type { ProcessEngine } from '../../engine';
import type { Db } from '../../db/types';
import { ApiError, badRequest, notFound } from '../../http/envelope';
import type { SingleFileUpload } from '../../http/multipart';
import { assertBpmn } from './bpmn-checks';
import { bpmnFileName, isBpmnFileName, withoutBpmnExtension } from './file-name';
import type { ExportQuery } from './schema';
import { flowName, tempFlowColumns, tenantTempFlow } from './temp-flow-service';

export const SAME_SOURCE_AND_TARGET = 'Import process: source BP and target BP cannot be the same';
export const IMPORT_SUCCESS = 'Success, please check in undeployed process table';
export const UNSUPPORTED_TYPE = FILE_MESSAGES.unsupportedType;

/** A draft's id as `id` may carry it: digits that fit the integer column. */
const draftIdIn = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : undefined);

/** GET /api/flow/exportFlow: the BPMN of a deployed definition or of a draft, as a file. */
export async function exportFlow(
  db: Db,
  engine: ProcessEngine,
  tenantId: number,
  query: ExportQuery,
) {
  const draftFile = async (id: number) => {
    const draft = await tenantTempFlow(db, tenantId, id);
    return { fileName: bpmnFileName(draft.name), xml: draft.xml };
  };
  if (query.tempFlowId !== undefined) return draftFile(query.tempFlowId);
  if (query.id === undefined) throw badRequest('query.id is required');
  const definition = await engine.query.definitions.byId(tenantId, query.id);
  if (definition) {
    return { fileName: bpmnFileName(definition.name ?? definition.key), xml: definition.xml };
  }
  const draftId = draftIdIn(query.id);
  if (draftId !== undefined) return draftFile(draftId);
  throw notFound(`No flow with id ${query.id}`);
}

/** GET /api/flow/importTargets: the BPs an import may land in, the caller's own first. */
export async function importTargets(db: Db, caller: Caller) {
  const rows = await db
    .select({ id: bp.id, name: bp.name })
    .from(bp)
    .where(or(eq(bp.id, caller.bpId), eq(bp.tenantId, caller.bpId)))
    .orderBy(asc(bp.name), asc(bp.id));
  return [
    ...rows.filter((row) => row.id === caller.bpId),
    ...rows.filter((row) => row.id !== caller.bpId),
  ];
}

/** A BP id form field: absent or blank is undefined, anything but a positive integer is a 400. */
function bpIdField(fields: Map<string, string>, name: string) {
  const value = fields.get(name)?.trim();
  if (!value) return undefined;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw badRequest(`${name} must be a BP id`);
  return Number(value);
}

/**
 * POST /api/flow/importFlow: a BPMN file becomes a new undeployed draft of the target BP (one
 * the caller manages; by default its own tenant). Its name: the `name` field, else the file's
 * name without extension (an export's name round-trips), else the process's name or key.
 */
export async function importFlow(db: Db, caller: Caller, { file, fields }: SingleFileUpload) {
  const sourceBpId = bpIdField(fields, 'sourceBpId');
  const targetBpId = bpIdField(fields, 'targetBpId') ?? caller.bpId;
  if (sourceBpId === targetBpId) throw badRequest(SAME_SOURCE_AND_TARGET);
  await managedBp(db, caller, targetBpId);
  if (!isBpmnFileName(file.fileName)) throw new ApiError(415, UNSUPPORTED_TYPE);
  // Editors on Windows may write a byte-order mark, which XML parsers refuse before '<?xml'.
  const xml = file.content.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = await assertBpmn(xml);
  const name = flowName(
    fields.get('name')?.trim() ||
      withoutBpmnExtension(file.fileName).trim() ||
      parsed.name ||
      parsed.key,
  ).slice(0, 255);
  const [created] = await db
    .insert(tempFlows)
    .values({ tenantId: targetBpId, name, xml, deployed: false })
    .returning(tempFlowColumns);
  return created;
}
