import { useEffect, useRef } from 'react';

/**
 * Ctrl/⌘+S saves, and ⌘+Z / ⌘+Shift+Z undo and redo on macOS too; bpmn-js binds the rest
 * (Ctrl+Z, Ctrl+Y, delete, copy and paste, the tools) while its canvas has the focus.
 */
export function useEditorKeys(keys: { save: () => void; undo: () => void; redo: () => void }) {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        latest.current.save();
      } else if (event.metaKey && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) latest.current.redo();
        else latest.current.undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The browser asks before a reload or a closed tab drops unsaved changes. */
export function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
