import { useSession } from '@console/shared';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRemotes } from '../remotes/store';
import { groupOf, topMenuRoutes } from '../routing/menus';
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
  const selected = entries
    .filter((route) => pathname === route.path || pathname.startsWith(`${route.path}/`))
    .map((route) => route.path);
  return (
    <Menu
      className="console-top-menu"
      mode="horizontal"
      selectedKeys={selected}
      aria-label={t('host:frame.topMenu')}
      items={entries.map((route) => ({
        key: route.path,
        icon: route.menu?.icon,
        label: t(route.menu?.titleKey ?? ''),
        onClick: () =>
          navigate(route.menu?.search ? `${route.path}?${route.menu.search}` : route.path),
      }))}
    />
  );
}
