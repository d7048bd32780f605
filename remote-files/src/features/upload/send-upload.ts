import { FILE_LIMITS, HandledError } from '@console/shared';
import { failureText } from '@console/shared/ui';
import type { StoreApi } from '../../store-api';
import { freeNumber, numberedName, numberedPrefix, type UploadProblem } from './upload-checks';

export type ConflictChoice = 'overwrite' | 'skip' | 'rename';

export type UploadStatus =
  | 'refused'
  | 'waiting'
  | 'uploading'
  /** The name exists: waiting for the user's answer. */
  | 'conflict'
  | 'done'
  | 'skipped'
  | 'failed';

export type UploadOutcome = 'done' | 'skipped' | 'failed';

/** One file of the upload list and how far it got. */
export interface UploadItem {
  id: number;
  file: File;
  /** The folder it goes to, as it was when the file was chosen. */
  folder: string;
  status: UploadStatus;
  percent: number;
  /** Why it was refused before sending. */
  problem?: UploadProblem;
  /** Why the server refused it. */
  error?: string;
  /** The name it was stored under after a rename. */
  storedAs?: string;
  overwritten?: boolean;
}

export interface UploadContext {
  store: StoreApi;
  /** The types the call names, sent to the server; absent for its defaults. */
  types?: readonly string[];
  patch: (id: number, change: Partial<UploadItem>) => void;
  /** What to do with a name that exists: the user's answer, or the one given for all. */
  decide: (name: string) => Promise<ConflictChoice>;
}

/** Renames stop after this many further conflicts (others uploading the same names at once). */
const RENAME_ATTEMPTS = 20;

/** The server refused because the name exists (and overwrite was not asked). */
export const isConflict = (error: unknown) => error instanceof HandledError && error.status === 409;

/**
 * Sends one file and settles its row: on a conflict it asks, then overwrites, skips, or sends it
 * as `name (n).ext` with the first number the folder does not hold yet.
 */
export async function sendUpload(item: UploadItem, context: UploadContext): Promise<UploadOutcome> {
  const { store, types, patch } = context;
  const { file, folder } = item;
  const send = (name?: string, overwrite?: boolean) =>
    store.upload({ folder, file, name, overwrite, types }, (percent) =>
      patch(item.id, { percent }),
    );

  const rename = async () => {
    const page = await store.list({
      path: folder,
      prefix: numberedPrefix(file.name),
      limit: FILE_LIMITS.pageMax,
    });
    const taken = new Set(page.entries.map((entry) => entry.name));
    for (let attempt = 0; ; attempt += 1) {
      const name = numberedName(file.name, freeNumber(file.name, taken));
      try {
        await send(name);
        return name;
      } catch (error) {
        if (!isConflict(error) || attempt >= RENAME_ATTEMPTS) throw error;
        taken.add(name);
      }
    }
  };

  patch(item.id, { status: 'uploading', percent: 0 });
  try {
    try {
      await send();
      patch(item.id, { status: 'done', percent: 100 });
      return 'done';
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
    patch(item.id, { status: 'conflict', percent: 0 });
    const choice = await context.decide(file.name);
    if (choice === 'skip') {
      patch(item.id, { status: 'skipped' });
      return 'skipped';
    }
    patch(item.id, { status: 'uploading' });
    if (choice === 'overwrite') {
      await send(undefined, true);
      patch(item.id, { status: 'done', percent: 100, overwritten: true });
    } else {
      patch(item.id, { status: 'done', percent: 100, storedAs: await rename() });
    }
    return 'done';
  } catch (error) {
    patch(item.id, { status: 'failed', error: failureText(error) });
    return 'failed';
  }
}
