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
      // Its five tabs (credentials, compose, connector, event, mapping) come with the
      // connectivity issue; until then the menu leads to the not-found page.
      path: '/mainModeler/modelerConnectivity',
      group: 'modeler',
      roles: ['admin'],
      menu: { titleKey: 'modeler:menu.connectivity', order: 20 },
    },
  ],
};

export default modeler;
