import { MONITOR_PATH_PREFIX } from '@console/shared';

/**
 * SPEC §5: the folder field excludes the prefix 'mounted/' and the suffix '/', which the form
 * shows beside it. These turn the stored path into what the user types and back.
 */
export function folderInput(folder: string | undefined): string {
  const path = folder ?? '';
  const inner = path.startsWith(MONITOR_PATH_PREFIX)
    ? path.slice(MONITOR_PATH_PREFIX.length)
    : path;
  return trimSlashes(inner);
}

/** The stored path of what the user typed; a pasted 'mounted/…/' is taken as it is meant. */
export function storeFolder(typed: string): string {
  return `${MONITOR_PATH_PREFIX}${folderInput(typed.trim())}/`;
}

const trimSlashes = (text: string) => text.replace(/^\/+|\/+$/g, '');
