import type { RemoteModule } from '@console/shared';
import { FILES_NAMESPACE, filesTranslations } from './i18n';

/**
 * The only module this remote exposes (STYLE.md §2): its routes, as data. The operator's menu
 * holds the entry that opens the browser (with path=mounted/); this remote serves its page.
 */
const files: RemoteModule = {
  name: 'files',
  version: __APP_VERSION__,
  namespace: FILES_NAMESPACE,
  translations: filesTranslations,
  routes: [
    {
      path: '/operator/resultFileDownload',
      group: 'operator',
      roles: ['admin'],
      page: () => import('./pages/files-page'),
    },
    {
      path: '/upload',
      group: 'operator',
      roles: ['admin'],
      menuOf: '/operator/resultFileDownload',
      page: () => import('./features/upload/upload-page'),
    },
  ],
};

export default files;
