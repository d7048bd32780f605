import { FILE_ROOT } from '@console/shared';
import { useEffect, type RefObject } from 'react';
import { parentFolder } from '../../store-api';

/** Whether a key press is typing (a field, an editable element), which Backspace must not leave. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Backspace goes to the parent folder, as in a desktop file manager: only when nothing is
 * being typed and the focus is on the page or inside the browser (not in a dialog).
 */
export function useParentKey(
  folder: string,
  container: RefObject<HTMLElement | null>,
  open: (folder: string) => void,
) {
  useEffect(() => {
    if (folder === FILE_ROOT) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Backspace' || event.defaultPrevented || isTyping(event.target)) return;
      const inside =
        event.target === document.body ||
        (event.target instanceof Node && container.current?.contains(event.target));
      if (!inside) return;
      event.preventDefault();
      open(parentFolder(folder));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [folder, container, open]);
}
