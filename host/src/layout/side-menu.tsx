import { WarningOutlined } from '@ant-design/icons';
import { useSession } from '@console/shared';
import { Menu, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRemotes } from '../remotes/store';
import { AREAS, areaOf } from '../routing/areas';
import { sideMenuAreas } from '../routing/menus';

/** SPEC §2 side menu: BPG and AS2 setting for sys, Operator and Modeler for admin. */
export function SideMenu() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useSession((state) => state.role);
  const status = useRemotes((state) => state.status);
  const current = areaOf(pathname, AREAS);
  const items = sideMenuAreas(AREAS, role).map((area) => {
    const failed = status[area.remote] === 'failed';
    const label = t(area.menu.titleKey);
    return {
      key: area.group,
      icon: area.menu.icon,
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
