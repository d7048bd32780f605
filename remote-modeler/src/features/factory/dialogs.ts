import type { FactoryEntry } from './types';
import type { EntryActions } from './use-entry-actions';

/** The dialog the factory page shows, opened by either view. */
export type FactoryDialog =
  | { kind: 'upload'; dir: string; tags: string[] }
  | { kind: 'folder'; dir: string }
  | { kind: 'edit'; entry: FactoryEntry }
  | { kind: 'tags' };

/** What each view is given by the page. */
export interface ViewProps {
  /** Changes after a save or delete, so the view reads its list again. */
  version: number;
  tagNames: string[];
  tagsLoading: boolean;
  openDialog: (dialog: FactoryDialog) => void;
  actions: EntryActions;
}
