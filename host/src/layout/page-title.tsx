import { useSettings, type Lang, type RouteDescriptor } from '@console/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useRemotes } from '../remotes/store';
import { areaOf, type AreaDescriptor } from '../routing/areas';
import { useConsoleRoutes } from '../routing/use-routes';

/** A title as an i18n key (a route's menu entry) or as text (an area's title, per language). */
export type PageTitle = { key: string } | { text: string };

const menuTitle = (route: RouteDescriptor | undefined): PageTitle | undefined =>
  route?.menu ? { key: route.menu.titleKey } : undefined;

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/**
 * The title of the page at `pathname`, from the routes as data: its own menu entry; else the
 * entry it declares it belongs to (`menuOf`); else the nearest ancestor's entry (a history
 * sub-page is under "Process logs"); else its folder's index page's entry (a detail page is
 * under its list); else its area's side-menu title. A path no route or area knows has none.
 */
export function pageTitleOf(
  pathname: string,
  routes: readonly RouteDescriptor[],
  areas: readonly AreaDescriptor[],
  lang: Lang,
): PageTitle | undefined {
  const withMenu = routes.filter((route) => route.menu);
  const byPath = (path: string | undefined) => withMenu.find((route) => route.path === path);
  const own = routes.filter((route) => route.path === pathname);
  const ancestor = withMenu
    .filter((route) => pathname.startsWith(`${route.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  const area = areaOf(pathname, areas);
  return (
    menuTitle(own.find((route) => route.menu)) ??
    menuTitle(byPath(own.find((route) => route.menuOf)?.menuOf)) ??
    menuTitle(ancestor) ??
    menuTitle(byPath(`${parentOf(pathname)}/index`)) ??
    (area ? { text: area.menu.titles[lang] } : undefined)
  );
}

/**
 * The page's one h1 (issue 24 §3) and the browser tab's title. The h1 is for assistive
 * technology only: the top menu already shows sighted users where they are, and several pages
 * carry a visible title of their own.
 */
export function PageHeading() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routes = useConsoleRoutes();
  const { areas, catalogPending } = useRemotes();
  const lang = useSettings((state) => state.lang);
  const title = pageTitleOf(pathname, routes, areas, lang);
  // A path no route or area knows, once the catalog is in, is the not-found page.
  const text = title
    ? 'key' in title
      ? t(title.key)
      : title.text
    : !catalogPending && t('host:page.notFoundTitle');
  const product = t('host:frame.product');
  useEffect(() => {
    document.title = text ? `${text} · ${product}` : product;
  }, [text, product]);
  return text ? <h1 className="console-visually-hidden">{text}</h1> : null;
}
