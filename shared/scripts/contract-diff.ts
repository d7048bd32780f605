/**
 * How the exported surface of @console/shared changed, and which version change that needs
 * (issue 26): a new export is a minor change, a changed or removed one a major one. A name that
 * only gained members no user of the old version can miss (a new key of an i18n bundle, a new
 * optional property of an interface) counts as new, not changed: a minor change.
 */
import semver from 'semver';

/** One exported name: its kind, its type as the checker prints it, and its members if any. */
export interface ExportedName {
  kind: string;
  type: string;
  members?: string[];
}

/** Per runtime entry of package.json's `exports` (`.`, `./ui`…), the names it exports. */
export type Surface = Record<string, Record<string, ExportedName>>;

/** The committed snapshot: the surface and the version of @console/shared it belongs to. */
export interface ContractSnapshot {
  version: string;
  surface: Surface;
}

/** A name that differs, with what differs in it (`- old line`, `+ new line`). */
export interface ChangedName {
  name: string;
  lines: string[];
}

export interface SurfaceDiff {
  added: string[];
  removed: string[];
  /** Names that only gained what no user of the old version can miss (a minor change). */
  extended: ChangedName[];
  changed: ChangedName[];
}

export type Bump = 'major' | 'minor' | 'none';

/** How a name is written in messages: its import path and the name. */
const label = (entry: string, name: string) => `@console/shared${entry.slice(1)} ${name}`;

/** The header line (kind and type), then one line per member. */
const linesOf = (exported: ExportedName) => [
  `${exported.kind} ${exported.type}`,
  ...(exported.members ?? []),
];

/** Kinds whose values @console/shared provides: a member more breaks no user of them. */
const PROVIDED_KINDS = ['const', 'let', 'class', 'enum'];

/** A member line of an optional property (`name?: T`, `readonly menu.badge?: T`). */
const isOptionalMember = (line: string) => /^(readonly )?[^\s:(]+\?: /.test(line);

/**
 * How one name differs: not at all, only by members a user of the old version cannot miss
 * (a value's new property, a type's new optional member: minor), or otherwise (major).
 */
function compareName(before: ExportedName, after: ExportedName) {
  const [old, now] = [linesOf(before), linesOf(after)];
  const gone = old.filter((line) => !now.includes(line));
  const come = now.filter((line) => !old.includes(line));
  const lines = [...gone.map((line) => `- ${line}`), ...come.map((line) => `+ ${line}`)];
  if (!lines.length) return null;
  const members = new Set(after.members ?? []);
  const onlyMembersAdded = !gone.length && come.every((line) => members.has(line));
  const harmless =
    onlyMembersAdded &&
    (PROVIDED_KINDS.includes(after.kind) || come.every((line) => isOptionalMember(line)));
  return { lines, harmless };
}

export function diffSurface(before: Surface, after: Surface): SurfaceDiff {
  const diff: SurfaceDiff = { added: [], removed: [], extended: [], changed: [] };
  const entries = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const entry of entries) {
    const [old, now] = [before[entry] ?? {}, after[entry] ?? {}];
    const names = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort();
    for (const name of names) {
      if (!(name in old)) diff.added.push(label(entry, name));
      else if (!(name in now)) diff.removed.push(label(entry, name));
      else {
        const difference = compareName(old[name], now[name]);
        if (difference)
          (difference.harmless ? diff.extended : diff.changed).push({
            name: label(entry, name),
            lines: difference.lines,
          });
      }
    }
  }
  return diff;
}

export function requiredBump(diff: SurfaceDiff): Bump {
  if (diff.removed.length || diff.changed.length) return 'major';
  return diff.added.length || diff.extended.length ? 'minor' : 'none';
}

/** The lowest version after `from` that makes the bump (`1.2.3` + minor → `1.3.0`). */
export const leastVersion = (from: string, bump: Exclude<Bump, 'none'>) => semver.inc(from, bump);

const indent = (lines: string[]) => lines.map((line) => `      ${line}`);

const describeDiff = (diff: SurfaceDiff) => [
  ...diff.added.map((name) => `  added    ${name}`),
  ...diff.removed.map((name) => `  removed  ${name}`),
  ...diff.extended.flatMap(({ name, lines }) => [`  extended ${name}`, ...indent(lines)]),
  ...diff.changed.flatMap(({ name, lines }) => [`  changed  ${name}`, ...indent(lines)]),
];

/**
 * Whether the surface now, with the version package.json names now, agrees with the snapshot:
 * null when it does, else the message CI shows.
 */
export function contractProblem(
  snapshot: ContractSnapshot,
  now: ContractSnapshot,
  updateCommand: string,
): string | null {
  const diff = diffSurface(snapshot.surface, now.surface);
  const bump = requiredBump(diff);
  if (bump === 'none') return null;
  const least = leastVersion(snapshot.version, bump);
  const lines = [
    `The exported surface of @console/shared changed since ${snapshot.version} (a ${bump} change):`,
    ...describeDiff(diff),
  ];
  if (!semver.valid(now.version) || !least || semver.lt(now.version, least))
    lines.push(
      `A ${bump} change needs a version of at least ${least}; shared/package.json says ${now.version}.`,
      `Bump "version" in shared/package.json, then refresh the snapshot: ${updateCommand}`,
    );
  else
    lines.push(
      `shared/package.json's version (${now.version}) is bumped enough, but the snapshot is not refreshed: ${updateCommand}`,
    );
  return lines.join('\n');
}
