import { CLOUD_PATHS } from './store-api';
import { storeSuite } from './store-suite';

storeSuite('cloud-local', CLOUD_PATHS);
