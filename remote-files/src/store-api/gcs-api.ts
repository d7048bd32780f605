import { CLOUD_STORE_BASE, CLOUD_STORE_URLS, dataOf, http, type BucketInfo } from '@console/shared';
import { storeCalls } from './store-calls';

// GET /api/gcp/gcs/bucket: the bucket the cloud store works on.
export const getBucket = () => dataOf<BucketInfo>(http.get(`${CLOUD_STORE_BASE}/bucket`));

/** The cloud storage (a Google Cloud Storage bucket, or the server's stand-in for one). */
export const gcsStore = storeCalls('gcs', CLOUD_STORE_URLS);
