import { useSession, type RouteDescriptor } from '@console/shared';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRemotes } from '../remotes/store';
import { groupOf, selectedTopMenu, topMenuRoutes, topMenuTree } from '../routing/menus';
import { useConsoleRoutes } from '../routing/use-routes';

/** The top menu of the current group, from the routes that declare a menu entry. */
export function TopMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useSession((state) => state.role);
  const routes = useConsoleRoutes();
  const areas = useRemotes((state) => state.areas);
  const group = groupOf(pathname, routes, areas);
  const entries = topMenuRoutes(routes, group, role);
  const selected = selectedTopMenu(pathname, entries, routes);
  const open = (route: RouteDescriptor) =>
    navigate(route.menu?.search ? `${route.path}?${route.menu.search}` : route.path);
  const item = (route: RouteDescriptor) => ({
    key: route.path,
    icon: route.menu?.icon,
    label: t(route.menu?.titleKey ?? ''),
    onClick: () => open(route),
  });
  return (
    <Menu
      className="console-top-menu"
      mode="horizontal"
      selectedKeys={selected}
      aria-label={t('host:frame.topMenu')}
      items={topMenuTree(entries).map(({ route, children }) =>
        children.length
          ? // A submenu whose title still opens its own page (History opens its first).
            {
              ...item(route),
              onClick: undefined,
              onTitleClick: () => open(route),
              children: children.map(item),
            }
          : item(route),
      )}
    />
  );
}
