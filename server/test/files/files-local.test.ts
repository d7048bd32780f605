import { FILE_PATHS } from './store-api';
import { storeSuite } from './store-suite';

storeSuite('files-local', FILE_PATHS);
