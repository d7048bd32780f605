import type { RouteDescriptor } from '@console/shared';

/** The host's own routes (ARCHITECTURE.md route ownership: /account/*). */
export const HOST_ROUTES: readonly RouteDescriptor[] = [
  { path: '/account', group: 'account', roles: ['admin', 'sys'], redirect: '/account/setting' },
  {
    path: '/account/setting',
    group: 'account',
    roles: ['admin', 'sys'],
    menu: { titleKey: 'host:menu.setting', order: 10 },
    page: () => import('../features/settings/settings-page'),
  },
  {
    path: '/account/usage',
    group: 'account',
    roles: ['admin', 'sys'],
    menu: { titleKey: 'host:menu.usage', order: 20 },
    page: () => import('../features/usage/usage-page'),
  },
  {
    path: '/account/billing',
    group: 'account',
    roles: ['admin', 'sys'],
    menu: { titleKey: 'host:menu.billing', order: 30 },
    page: () => import('../features/billing/billing-page'),
  },
  {
    path: '/account/market',
    group: 'account',
    roles: ['admin', 'sys'],
    menu: { titleKey: 'host:menu.market', order: 40 },
    page: () => import('../features/market/market-page'),
  },
  {
    // Sys users only; of those, the server lets the platform tenant's in (others see its 403).
    path: '/account/releases',
    group: 'account',
    roles: ['sys'],
    menu: { titleKey: 'host:menu.releases', order: 50 },
    page: () => import('../features/releases/releases-page'),
  },
];
