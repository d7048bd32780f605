import type { MarketChanges } from '@console/shared/contract';
import type { CatalogueCommand, CatalogueVersion } from './catalogue';
import { allUsers, type CommandUsers } from '../packages/command-users';

/** What a connector runs of a command: its form, its script and its texts. */
const shape = ({ name, description, paramsMeta, script }: CatalogueCommand) =>
  JSON.stringify({ name, description, paramsMeta, script });

/**
 * What moving from one version to another does (issue 24 §1, say which): the connectors that
 * run a changed command follow it, keeping the values they saved (a field the new version adds
 * takes the script's fallback until the connector is edited); a command the target no longer
 * has blocks the move while a connector runs it.
 */
export function versionChanges(
  from: CatalogueVersion,
  to: CatalogueVersion,
  users: CommandUsers,
): MarketChanges {
  const before = new Map(from.commands.map((c) => [c.id, c]));
  const after = new Map(to.commands.map((c) => [c.id, c]));
  const added = [...after.keys()].filter((id) => !before.has(id));
  const removed = [...before.keys()].filter((id) => !after.has(id));
  const changed = [...after.entries()]
    .filter(([id, command]) => before.has(id) && shape(before.get(id)!) !== shape(command))
    .map(([id]) => id);
  return {
    from: from.version,
    to: to.version,
    added,
    changed,
    removed,
    following: allUsers(users, changed),
    blocking: allUsers(users, removed),
  };
}
