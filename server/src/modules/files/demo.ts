import type { ServerConfig } from '../../config';
import type { Db } from '../../db/types';
import { createStores } from './stores';
import type { FileStore } from './store';

const FOLDERS = [
  ['mounted/', 'inbound'],
  ['mounted/inbound/', 'orders'],
  ['mounted/', 'outbound'],
  ['mounted/outbound/', 'invoices'],
  ['mounted/', 'archive'],
] as const;

const FILES = [
  [
    'mounted/inbound/orders/',
    'PO-1001.csv',
    'po,line,sku,qty\nPO-1001,1,SKU-118,40\nPO-1001,2,SKU-204,12\n',
  ],
  ['mounted/inbound/orders/', 'PO-1002.csv', 'po,line,sku,qty\nPO-1002,1,SKU-311,5\n'],
  [
    'mounted/outbound/invoices/',
    'INV-2001.xml',
    '<?xml version="1.0"?>\n<Invoice id="INV-2001"><Total currency="USD">1840.00</Total></Invoice>\n',
  ],
  ['mounted/', 'README.txt', 'Files that flows read and write. Results land in outbound/.\n'],
] as const;

async function fill(store: FileStore, tenant: number) {
  const actor = { tenant, username: 'admin' };
  for (const [path, name] of FOLDERS) await store.mkdir(actor, path, name);
  for (const [folder, fileName, text] of FILES) {
    const content = Buffer.from(text);
    await store.upload(actor, { folder, fileName, content, overwrite: true });
  }
}

/** A few folders and files in the demo tenant's file store and cloud storage. */
export async function seedFileDemo(db: Db, config: ServerConfig, tenant: number) {
  const { files, cloud } = createStores(db, config);
  await fill(files, tenant);
  await fill(cloud, tenant);
}
