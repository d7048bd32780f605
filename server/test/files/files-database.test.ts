import { FILE_PATHS } from './store-api';
import { storeSuite } from './store-suite';

storeSuite('files-database', FILE_PATHS, { fileStore: 'database' });
