import type { TFunction } from 'i18next';

/** A folder as the user reads it: its path, or "the top folder". */
export const folderLabel = (dir: string, t: TFunction<'modeler'>) =>
  dir ? dir.replace(/\/$/, '') : t('factory.top');
