import { MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { AccountDrawer } from './account-drawer';
import { FrameFooter } from './frame-footer';
import { LanguageMenu } from './language-menu';
import { useMenuCollapsed } from './menu-state';
import { PageHeading } from './page-title';
import { SideMenu } from './side-menu';
import { TopMenu } from './top-menu';
import { UserMenu } from './user-menu';

/** SPEC §2 frame: top bar, side menu by role, the page, and the account drawer. */
export function Frame() {
  const { t } = useTranslation('host');
  const [collapsed, toggle] = useMenuCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Layout className="console-frame">
      <Layout.Header className="console-header">
        <Button
          type="text"
          aria-label={t('frame.toggleMenu')}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={toggle}
        />
        {/* Named by its visible text (WCAG 2.5.3); where it leads is the tooltip. */}
        <Link to="/operator/dashboard" className="console-logo" title={t('frame.home')}>
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>{t('frame.product')}</span>
        </Link>
        <TopMenu />
        <Flex align="center" gap={4}>
          <LanguageMenu />
          <UserMenu />
          <Button
            type="text"
            aria-label={t('frame.account')}
            onClick={() => setDrawerOpen(true)}
            icon={<Avatar size="small" icon={<UserOutlined />} />}
          />
        </Flex>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          collapsed={collapsed}
          collapsedWidth={56}
          width={200}
          className="console-sider"
        >
          <SideMenu />
        </Layout.Sider>
        <Layout className="console-main">
          <Layout.Content className="console-content">
            <PageHeading />
            <Outlet />
          </Layout.Content>
          <FrameFooter />
        </Layout>
      </Layout>
      <AccountDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </Layout>
  );
}
