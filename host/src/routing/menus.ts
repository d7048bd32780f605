import type { RouteDescriptor } from '@console/shared';
import { areaOf, type AreaDescriptor } from './areas';

/** The roles a path requires: its own route's, else its area's (for paths not loaded yet). */
export function requiredRolesFor(
  path: string,
  routes: readonly RouteDescriptor[],
  areas: readonly AreaDescriptor[],
): readonly string[] | undefined {
  return routes.find((route) => route.path === path)?.roles ?? areaOf(path, areas)?.roles;
}

/** Side menu: the areas the role may use, in order (SPEC §2, §6). */
export function sideMenuAreas(areas: readonly AreaDescriptor[], role: string | null) {
  const allowed = areas
    .filter((area) => role != null && area.roles.includes(role as never))
    .sort((a, b) => a.menu.order - b.menu.order);
  // Areas of one group share its entry (the files remote lives in the operator's group): the
  // first by order draws it.
  return allowed.filter(
    (area, at) => allowed.findIndex((other) => other.group === area.group) === at,
  );
}

/**
 * Top menu: the routes of the current group that have a menu entry and that the role may open,
 * one entry per path (a menu link and the page it leads to, once both are loaded, are one).
 */
export function topMenuRoutes(
  routes: readonly RouteDescriptor[],
  group: string | undefined,
  role: string | null,
) {
  const entries = routes.filter(
    (route) =>
      route.menu && route.group === group && role != null && route.roles.includes(role as never),
  );
  return entries
    .filter((route, index) => entries.findIndex((other) => other.path === route.path) === index)
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
}

/** The group the current path belongs to: its route's, else its area's. */
export function groupOf(
  path: string,
  routes: readonly RouteDescriptor[],
  areas: readonly AreaDescriptor[],
): string | undefined {
  const exact = routes.find((route) => route.path === path);
  if (exact) return exact.group;
  const prefixed = routes
    .filter((route) => path.startsWith(`${route.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return prefixed?.group ?? areaOf(path, areas)?.group;
}

/** The top menu entries to highlight: the page's own (or its parent's), else the one it declares. */
export function selectedTopMenu(
  pathname: string,
  entries: readonly RouteDescriptor[],
  routes: readonly RouteDescriptor[],
) {
  const owner = routes.find((route) => route.path === pathname)?.menuOf;
  return entries
    .filter(
      (route) =>
        pathname === route.path || pathname.startsWith(`${route.path}/`) || route.path === owner,
    )
    .map((route) => route.path);
}

/** A top menu entry and the entries that sit under it (its submenu). */
export interface MenuNode {
  route: RouteDescriptor;
  children: RouteDescriptor[];
}

/** The top menu's entries as a tree: each under its parent when the parent is shown. */
export function topMenuTree(entries: readonly RouteDescriptor[]): MenuNode[] {
  const shown = new Set(entries.map((route) => route.path));
  const underParent = (route: RouteDescriptor) =>
    route.menu?.parent !== undefined && shown.has(route.menu.parent);
  return entries
    .filter((route) => !underParent(route))
    .map((route) => ({
      route,
      children: entries.filter((child) => underParent(child) && child.menu?.parent === route.path),
    }));
}
