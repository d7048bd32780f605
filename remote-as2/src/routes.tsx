import type { RemoteModule } from '@console/shared';
import { AS2_NAMESPACE, as2Translations } from './i18n';

/** The only module this remote exposes (STYLE.md §2): its routes, as data. */
const as2: RemoteModule = {
  name: 'as2',
  version: __APP_VERSION__,
  namespace: AS2_NAMESPACE,
  translations: as2Translations,
  routes: [
    {
      path: '/as2Setting',
      group: 'as2',
      roles: ['sys'],
      redirect: '/as2Setting/certificateManagement/index',
    },
    {
      path: '/as2Setting/certificateManagement/index',
      group: 'as2',
      roles: ['sys'],
      menu: { titleKey: 'as2:menu.certificate', order: 10 },
      page: () => import('./features/certificates/certificates-page'),
    },
    {
      path: '/as2Setting/sendPort/index',
      group: 'as2',
      roles: ['sys'],
      menu: { titleKey: 'as2:menu.sendPort', order: 20 },
      page: () => import('./features/ports/send-ports-page'),
    },
    {
      path: '/as2Setting/receivePort/index',
      group: 'as2',
      roles: ['sys'],
      menu: { titleKey: 'as2:menu.receivePort', order: 30 },
      page: () => import('./features/ports/receive-ports-page'),
    },
    {
      path: '/as2Setting/as2Logs/index',
      group: 'as2',
      roles: ['sys'],
      menu: { titleKey: 'as2:menu.logs', order: 40 },
      page: () => import('./features/logs/logs-page'),
    },
  ],
};

export default as2;
