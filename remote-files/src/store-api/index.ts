import { filesStore } from './files-api';
import { gcsStore } from './gcs-api';
import type { StoreApi, StoreKind } from './store-api';

export * from './store-api';
export * from './paths';
export { getBucket } from './gcs-api';

/** Each store's calls, by the name the URL gives it. */
export const STORES: Record<StoreKind, StoreApi> = { files: filesStore, gcs: gcsStore };
