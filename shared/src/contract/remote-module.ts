import type { ComponentType, ReactNode } from 'react';
import type { Lang } from './languages';
import type { Role } from './roles';

/** A nested translation table, one per namespace and language. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/**
 * A menu group (SPEC §2): an area's (area.json `group`, e.g. `bpg`) or the host's `account`.
 * Any string: a new remote brings its own group without a change here.
 */
export type MenuGroup = string;

/** An entry of the top menu of a route's group. */
export interface TopMenuEntry {
  /** i18next key, namespaced (`partners:menu.groups`). */
  titleKey: string;
  icon?: ReactNode;
  order: number;
  /** Query string the menu opens the page with, e.g. `path=mounted/`. */
  search?: string;
  /**
   * Path of the entry this one sits under, as a submenu (History's four pages under
   * `/operator/opeHistory`); an entry whose parent is not shown is shown at the top.
   */
  parent?: string;
}

/**
 * One route of the console. The router, the menus and the guard are all derived from these,
 * so the roles that may open a page are written once, here.
 */
export interface RouteDescriptor {
  /** Absolute path without query, e.g. `/bpg/bp/index`. */
  path: string;
  group: MenuGroup;
  roles: readonly Role[];
  menu?: TopMenuEntry;
  /**
   * Loads the page (a dynamic import). The host wraps it in React.lazy itself, so that after a
   * failed chunk it can make a fresh lazy component and try again. Absent when it redirects,
   * and absent with no redirect in a menu link: an entry of this group's menu that leads to a
   * page another remote serves (the operator's file browser, the files remote's page).
   */
  page?: () => Promise<{ default: ComponentType }>;
  /** Absolute path this route redirects to. */
  redirect?: string;
  /**
   * For a page with no menu entry of its own: the path of the top menu entry it belongs to,
   * highlighted while it shows (the modeler's editors and binding page under BPMN).
   */
  menuOf?: string;
}

/** What every remote exposes as `./routes`, and nothing else. */
export interface RemoteModule {
  name: string;
  /** Package version plus build label, shown in the frame so a redeploy is visible. */
  version: string;
  /** The i18next namespace the remote's keys live in. */
  namespace: string;
  translations: Record<Lang, TranslationTree>;
  routes: readonly RouteDescriptor[];
}
