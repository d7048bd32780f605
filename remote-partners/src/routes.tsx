import type { RemoteModule } from '@console/shared';
import { PARTNERS_NAMESPACE, partnersTranslations } from './i18n';

/** The only module this remote exposes (STYLE.md §2): its routes, as data. */
const partners: RemoteModule = {
  name: 'partners',
  version: __APP_VERSION__,
  namespace: PARTNERS_NAMESPACE,
  translations: partnersTranslations,
  routes: [
    { path: '/bpg', group: 'bpg', roles: ['sys'], redirect: '/bpg/index' },
    {
      path: '/bpg/index',
      group: 'bpg',
      roles: ['sys'],
      menu: { titleKey: 'partners:menu.groups', order: 10 },
      page: () => import('./features/groups/groups-page'),
    },
    {
      path: '/bpg/bp/index',
      group: 'bpg',
      roles: ['sys'],
      page: () => import('./features/partners/partners-page'),
    },
    {
      path: '/bpg/bp/bpuser/index',
      group: 'bpg',
      roles: ['sys'],
      page: () => import('./features/partner-users/partner-users-page'),
    },
  ],
};

export default partners;
