import { isLang, LANGUAGES, type Lang } from './languages';
import { isRole, type Role } from './roles';

/** The icons the host can draw beside an area's side-menu entry, by name. */
export const AREA_ICONS = [
  'partners',
  'certificate',
  'dashboard',
  'flow',
  'folder',
  'app',
] as const;
export type AreaIcon = (typeof AREA_ICONS)[number];

/**
 * An area of the console, declared once by its remote in `area.json` (ARCHITECTURE.md, route
 * ownership). The remote's build copies it beside its mf-manifest.json and /remotes.json
 * carries it, so the host draws the side menu, guards the paths and shows the fallback of an
 * area without loading its remote, and without being rebuilt when a remote is added.
 */
export interface AreaDeclaration {
  /** The remote's federation name (its entry in /remotes.json). */
  remote: string;
  /** Its menu group: the key of its side-menu entry and of its routes' top menu. */
  group: string;
  /** The path prefixes it owns; the longest matching prefix wins across areas. */
  prefixes: string[];
  /** Where its side-menu entry leads. */
  home: string;
  /** Who may use it. Its routes may only narrow these. */
  roles: Role[];
  menu: { titles: Record<Lang, string>; icon: AreaIcon; order: number };
}

/**
 * What a remote's build writes to its `dist/area.json`: the declaration, the version built
 * (package version plus build label) and the range of @console/shared it needs, the same string
 * as its federation `requiredVersion` (issue 26).
 */
export interface BuiltArea extends AreaDeclaration {
  version: string;
  contract: string;
}

/** What the host's build writes to its `dist/contract.json`: its version and the @console/shared version it has. */
export interface HostContract {
  version: string;
  contract: string;
}

const isPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(value);

/** What is wrong with a would-be area declaration (empty when it is one). */
export function areaProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['not an object'];
  const area = value as Partial<Record<keyof AreaDeclaration, unknown>>;
  const problems: string[] = [];
  if (typeof area.remote !== 'string' || !/^[a-z][a-z0-9_]*$/.test(area.remote))
    problems.push('remote must be a federation name');
  if (typeof area.group !== 'string' || !area.group) problems.push('group is required');
  if (!Array.isArray(area.prefixes) || !area.prefixes.length || !area.prefixes.every(isPath))
    problems.push('prefixes must be absolute paths');
  if (!isPath(area.home)) problems.push('home must be an absolute path');
  if (!Array.isArray(area.roles) || !area.roles.length || !area.roles.every(isRole))
    problems.push('roles must name roles');
  const menu = area.menu as Partial<AreaDeclaration['menu']> | undefined;
  const titles = menu?.titles as Record<string, unknown> | undefined;
  if (!titles || !LANGUAGES.every((lang) => typeof titles[lang] === 'string'))
    problems.push(`menu.titles must have ${LANGUAGES.join(', ')}`);
  if (titles && Object.keys(titles).some((lang) => !isLang(lang)))
    problems.push('menu.titles has an unknown language');
  if (!(AREA_ICONS as readonly unknown[]).includes(menu?.icon))
    problems.push(`menu.icon must be one of ${AREA_ICONS.join(', ')}`);
  if (typeof menu?.order !== 'number') problems.push('menu.order must be a number');
  return problems;
}

export const isAreaDeclaration = (value: unknown): value is AreaDeclaration =>
  areaProblems(value).length === 0;

/** Whether a path lies under a prefix (`/bpg` owns `/bpg` and `/bpg/…`, not `/bpgx`). */
export const underPrefix = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`);

/** The roles a route names beyond its area's: a route may only narrow them. */
export const rolesBeyondArea = (routeRoles: readonly Role[], area: AreaDeclaration) =>
  routeRoles.filter((role) => !area.roles.includes(role));
