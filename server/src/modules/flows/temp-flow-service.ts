import { and, desc, eq, not } from 'drizzle-orm';
import { tempFlows } from '../../db/schema';
import { draftHasDeployedDefinition } from '../../engine';
import type { Db, DbOrTx } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { assertBpmn } from './bpmn-checks';

/** A temporary flow (draft) as the console reads it (SPEC §3). */
export const tempFlowColumns = {
  id: tempFlows.id,
  name: tempFlows.name,
  modifyTime: tempFlows.modifyTime,
  deployed: draftHasDeployedDefinition,
  xml: tempFlows.xml,
};

export const NAME_REQUIRED = 'Please input the flow name';

export const hasControlCharacter = (text: string) => [...text].some((char) => char < ' ');

/** The trimmed name, or the spec's prompt when it is missing or blank. */
export function flowName(name: string | undefined | null): string {
  const trimmed = name?.trim();
  if (!trimmed) throw badRequest(NAME_REQUIRED);
  if (hasControlCharacter(trimmed)) throw badRequest('The flow name must be one line of text');
  return trimmed;
}

/** A draft of the tenant, or 404 (also for another tenant's id, which reveals nothing). */
export async function tenantTempFlow(db: DbOrTx, tenantId: number, id: number) {
  const [row] = await db
    .select(tempFlowColumns)
    .from(tempFlows)
    .where(and(eq(tempFlows.id, id), eq(tempFlows.tenantId, tenantId)));
  if (!row) throw notFound(`No flow with id ${id}`);
  return row;
}

/** The drafts of the tenant, newest change first; `undeployedOnly` gives the undeployed list. */
export async function listTempFlows(db: Db, tenantId: number, undeployedOnly: boolean) {
  return db
    .select(tempFlowColumns)
    .from(tempFlows)
    .where(
      and(
        eq(tempFlows.tenantId, tenantId),
        undeployedOnly ? not(draftHasDeployedDefinition) : undefined,
      ),
    )
    .orderBy(desc(tempFlows.modifyTime), desc(tempFlows.id));
}

export async function createTempFlow(
  db: Db,
  tenantId: number,
  form: { name?: string | null; xml: string },
) {
  const name = flowName(form.name);
  await assertBpmn(form.xml);
  const [created] = await db
    .insert(tempFlows)
    .values({ tenantId, name, xml: form.xml, deployed: false })
    .returning(tempFlowColumns);
  return created;
}

/** Changes the name and/or the XML of a draft; a field left out stays as it is. */
export async function updateTempFlow(
  db: Db,
  tenantId: number,
  id: number,
  form: { name?: string | null; xml?: string | null },
) {
  await tenantTempFlow(db, tenantId, id);
  const name = form.name === undefined ? undefined : flowName(form.name);
  const xml = form.xml ?? undefined;
  if (xml !== undefined) await assertBpmn(xml);
  const [updated] = await db
    .update(tempFlows)
    .set({ name, xml, modifyTime: new Date() })
    .where(and(eq(tempFlows.id, id), eq(tempFlows.tenantId, tenantId)))
    .returning(tempFlowColumns);
  return updated;
}

/** Deletes an undeployed draft; a deployed one keeps its definitions' link, so it stays. */
export async function deleteTempFlow(db: Db, tenantId: number, id: number) {
  const row = await tenantTempFlow(db, tenantId, id);
  // One statement, so that a deploy committed after the check cannot leave a dangling link.
  const deleted = await db
    .delete(tempFlows)
    .where(
      and(eq(tempFlows.id, id), eq(tempFlows.tenantId, tenantId), not(draftHasDeployedDefinition)),
    )
    .returning({ id: tempFlows.id });
  if (!deleted.length) {
    throw conflict(`The flow "${row.name}" is deployed; delete its deployed flows first`);
  }
}

/**
 * Sets a draft's `deployed` flag from the definitions that refer to it, so that it reads true
 * after a deploy and goes back to false once its last deployed definition is removed.
 */
export async function syncDeployedFlag(db: Db, tenantId: number, tempFlowId: number | null) {
  if (tempFlowId === null) return;
  await db
    .update(tempFlows)
    .set({ deployed: draftHasDeployedDefinition })
    .where(and(eq(tempFlows.id, tempFlowId), eq(tempFlows.tenantId, tenantId)));
}
