import type { BucketInfo } from '@console/shared/contract';
import path from 'node:path';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/types';
import { DatabaseDriver } from './drivers/database-driver';
import { GcsDriver } from './drivers/gcs-driver';
import { LocalDriver } from './drivers/local-driver';
import { FileStore } from './store';

/** The file store and the cloud storage the config names (README, "Files and cloud storage"). */
export function createStores(db: Db, config: ServerConfig) {
  const filesDriver =
    config.fileStore === 'database'
      ? new DatabaseDriver(db)
      : new LocalDriver(path.join(config.dataDir, 'files'));
  const cloudDriver = config.gcs
    ? new GcsDriver(config.gcs)
    : new LocalDriver(path.join(config.dataDir, 'buckets', config.localBucket));
  const bucket: BucketInfo = config.gcs
    ? { bucket: config.gcs.bucket, driver: 'gcs' }
    : { bucket: config.localBucket, driver: 'local' };
  return {
    files: new FileStore(db, filesDriver, 'files'),
    cloud: new FileStore(db, cloudDriver, 'gcs'),
    bucket,
  };
}
