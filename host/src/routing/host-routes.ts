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
];
