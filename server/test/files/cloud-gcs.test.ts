import { after } from 'node:test';
import { startFakeGcs } from './fake-gcs';
import { CLOUD_PATHS } from './store-api';
import { storeSuite } from './store-suite';

// The GCS driver (GCS_BUCKET set) against a stand-in for GCS's JSON API (fake-gcs.ts).
let fake: Awaited<ReturnType<typeof startFakeGcs>> | undefined;
after(() => fake?.close());

storeSuite('cloud-gcs', CLOUD_PATHS, async () => {
  fake = await startFakeGcs('console-test-bucket');
  return {
    gcs: { bucket: 'console-test-bucket', projectId: 'console-test', apiEndpoint: fake.endpoint },
  };
});
