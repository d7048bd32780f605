import { FILE_STORE_URLS } from '@console/shared';
import { storeCalls } from './store-calls';

/** The server's file store (SPEC §7 "Upload and files"). */
export const filesStore = storeCalls('files', FILE_STORE_URLS);
