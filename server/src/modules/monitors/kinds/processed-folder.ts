import path from 'node:path';
import type { FileStore } from '../../files/store';
import type { Segments } from '../../files/store-path';

export const PROCESSED_FOLDER = 'processed';

/**
 * Moves a started file to `<folder>processed/`, under a new name when one of that name is
 * already there (`orders.csv` → `orders.2026-11-27T03-04-05-678Z.csv`). A file already gone (a
 * second process moved it, or a user) is no error: the ledger has its start.
 */
export async function moveToProcessed(
  store: FileStore,
  tenant: number,
  folder: Segments,
  name: string,
) {
  const { driver } = store;
  const from = [...folder, name];
  if (!(await driver.stat(tenant, from))) return;
  const processed = [...folder, PROCESSED_FOLDER];
  await driver.mkdir(tenant, processed).catch(() => undefined);
  let to = [...processed, name];
  if (await driver.stat(tenant, to)) {
    const ext = path.extname(name);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    to = [...processed, `${name.slice(0, name.length - ext.length)}.${stamp}${ext}`];
  }
  await driver.move(tenant, from, to).catch(async (error: unknown) => {
    if (await driver.stat(tenant, from)) throw error;
  });
}
