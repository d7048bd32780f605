import type { RemoteModule } from '@console/shared';

const hello: RemoteModule = {
  name: 'hello',
  version: __APP_VERSION__,
  namespace: 'hello',
  translations: {
    'en-US': { menu: { index: 'Greeting' } },
    'zh-CN': { menu: { index: '问候' } },
    'fr-CA': { menu: { index: 'Salutation' } },
  },
  routes: [
    { path: '/hello', group: 'hello', roles: ['sys'], redirect: '/hello/index' },
    {
      path: '/hello/index',
      group: 'hello',
      roles: ['sys'],
      menu: { titleKey: 'hello:menu.index', order: 10 },
      page: () => import('./hello-page'),
    },
  ],
};

export default hello;
