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
  ],
};

export default modeler;
