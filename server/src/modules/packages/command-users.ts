import type { ComposeStep } from '@console/shared/contract';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { connectors } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/** Command id → the names of the connectors that run it, each name once, sorted. */
export type CommandUsers = Record<string, string[]>;

const stepsOf = (parameters: Record<string, unknown>): ComposeStep[] =>
  Array.isArray(parameters.steps) ? (parameters.steps as ComposeStep[]) : [];

/**
 * Which of the tenant's connectors run a command of each package: command connectors by their
 * command, compose connectors by each of their steps (named "compose (step 2)").
 */
export async function commandUsersByPackage(db: DbOrTx, tenantId: number) {
  const rows = await db
    .select({
      name: connectors.name,
      type: connectors.type,
      packageId: connectors.packageId,
      commandId: connectors.commandId,
      parameters: connectors.parameters,
    })
    .from(connectors)
    .where(
      and(
        eq(connectors.tenantId, tenantId),
        or(isNotNull(connectors.packageId), eq(connectors.type, 'compose')),
      ),
    )
    .orderBy(asc(connectors.name));
  const byPackage = new Map<string, CommandUsers>();
  const note = (packageId: string, commandId: string, name: string) => {
    const users = byPackage.get(packageId) ?? {};
    byPackage.set(packageId, users);
    const names = (users[commandId] ??= []);
    if (!names.includes(name)) names.push(name);
  };
  for (const row of rows) {
    if (row.packageId && row.commandId) note(row.packageId, row.commandId, row.name);
    if (row.type !== 'compose') continue;
    stepsOf(row.parameters).forEach((step, at) => {
      const { packageId, connectorId } = step.packageCommandInfo ?? {};
      if (packageId && connectorId) note(packageId, connectorId, `${row.name} (step ${at + 1})`);
    });
  }
  return (packageId: string): CommandUsers => byPackage.get(packageId) ?? {};
}

/** Every connector named in a package's users, once, sorted. */
export const allUsers = (users: CommandUsers, commandIds = Object.keys(users)) =>
  [...new Set(commandIds.flatMap((id) => users[id] ?? []))].sort((a, b) => a.localeCompare(b));
