import { WarningOutlined } from '@ant-design/icons';
import { useSession, useSettings } from '@console/shared';
import { Menu, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRemotes } from '../remotes/store';
import { AREA_ICON, areaOf } from '../routing/areas';
import { sideMenuAreas } from '../routing/menus';

/** SPEC §2 side menu: one entry per deployed area the role may use, as the areas declare it. */
export function SideMenu() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useSession((state) => state.role);
  const lang = useSettings((state) => state.lang);
  const { status, areas } = useRemotes();
  const current = areaOf(pathname, areas);
  const items = sideMenuAreas(areas, role).map((area) => {
    const failed = status[area.remote] === 'failed';
    const label = area.menu.titles[lang];
    return {
      key: area.group,
      icon: AREA_ICON[area.menu.icon],
      label: failed ? (
        <Tooltip title={t('remote.menuUnavailable')} placement="right">
          <span className="console-menu-unavailable" data-unavailable="true">
            {label} <WarningOutlined />
          </span>
        </Tooltip>
      ) : (
        label
      ),
      onClick: () => navigate(area.home),
    };
  });
  return (
    <Menu
      mode="inline"
      selectedKeys={current ? [current.group] : []}
      items={items}
      aria-label={t('frame.sideMenu')}
      data-testid="side-menu"
    />
  );
}
