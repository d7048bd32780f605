import type { RemoteModule } from '@console/shared';
import { MODELER_NAMESPACE, modelerTranslations } from './i18n';

/** The only module this remote exposes (STYLE.md §2): its routes, as data. */
const modeler: RemoteModule = {
  name: 'modeler',
  version: __APP_VERSION__,
  namespace: MODELER_NAMESPACE,
  translations: modelerTranslations,
  routes: [
    {
      path: '/mainModeler',
      group: 'modeler',
      roles: ['admin'],
      redirect: '/mainModeler/modelerProcess',
    },
    {
      path: '/mainModeler/modelerProcess',
      group: 'modeler',
      roles: ['admin'],
      menu: { titleKey: 'modeler:menu.bpmn', order: 10 },
      page: () => import('./features/process-list/process-list-page'),
    },
    {
      path: '/mainModeler/modelerDiagram',
      group: 'modeler',
      roles: ['admin'],
      menuOf: '/mainModeler/modelerProcess',
      page: () => import('./features/editor/custom-editor-page'),
    },
    {
      path: '/mainModeler/modelerOrigin',
      group: 'modeler',
      roles: ['admin'],
      menuOf: '/mainModeler/modelerProcess',
      page: () => import('./features/editor/plain-editor-page'),
    },
    {
      path: '/mainModeler/detail',
      group: 'modeler',
      roles: ['admin'],
      menuOf: '/mainModeler/modelerProcess',
      page: () => import('./features/binding/binding-page'),
    },
    {
      // Five tabs (credentials, compose, connector, event, mapping), the active one in `?tab=`.
      path: '/mainModeler/modelerConnectivity',
      group: 'modeler',
      roles: ['admin'],
      menu: { titleKey: 'modeler:menu.connectivity', order: 20 },
      page: () => import('./features/connectivity/connectivity-page'),
    },
    {
      // The older page (SPEC §2 "Older pages"): the Connector tab's list alone.
      path: '/connector',
      group: 'modeler',
      roles: ['admin'],
      menuOf: '/mainModeler/modelerConnectivity',
      page: () => import('./features/connectivity/connectors/connector-page'),
    },
    {
      path: '/factory',
      group: 'modeler',
      roles: ['admin'],
      redirect: '/factory/tag',
    },
    {
      // The flow factory: stored BPMN files found by their tags (this entry) or folders.
      path: '/factory/tag',
      group: 'modeler',
      roles: ['admin'],
      menu: { titleKey: 'modeler:menu.factory', order: 30 },
      page: () => import('./features/factory/factory-page'),
    },
    {
      path: '/factory/file',
      group: 'modeler',
      roles: ['admin'],
      menuOf: '/factory/tag',
      page: () => import('./features/factory/factory-page'),
    },
    {
      path: '/monitor',
      group: 'modeler',
      roles: ['admin'],
      redirect: '/monitor/file',
    },
    {
      // The monitors (issue 23 §4): what starts a flow when a file, a message or a web API
      // answer arrives; one page per kind.
      path: '/monitor/file',
      group: 'modeler',
      roles: ['admin'],
      menu: { titleKey: 'modeler:monitors.menu.file', order: 40 },
      page: () => import('./features/monitors/file-monitor-page'),
    },
    {
      path: '/monitor/mq',
      group: 'modeler',
      roles: ['admin'],
      menu: { titleKey: 'modeler:monitors.menu.mq', order: 50 },
      page: () => import('./features/monitors/mq-monitor-page'),
    },
    {
      path: '/monitor/webapi',
      group: 'modeler',
      roles: ['admin'],
      menu: { titleKey: 'modeler:monitors.menu.webapi', order: 60 },
      page: () => import('./features/monitors/webapi-monitor-page'),
    },
    {
      // Timer and event triggers (issue 23 §2).
      path: '/trigger',
      group: 'modeler',
      roles: ['admin'],
      menu: { titleKey: 'modeler:triggers.menu', order: 70 },
      page: () => import('./features/triggers/trigger-page'),
    },
    {
      // Commands run now or on a schedule, with their run log (issue 23 §2).
      path: '/command',
      group: 'modeler',
      roles: ['admin'],
      menu: { titleKey: 'modeler:commands.menu', order: 80 },
      page: () => import('./features/commands/command-page'),
    },
    // The older pages (SPEC §2) that now live elsewhere.
    {
      path: '/management',
      group: 'modeler',
      roles: ['admin'],
      redirect: '/mainModeler/modelerProcess',
    },
    { path: '/user', group: 'modeler', roles: ['admin'], redirect: '/account/setting' },
  ],
};

export default modeler;
