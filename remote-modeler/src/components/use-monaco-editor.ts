// monaco-editor-webpack-plugin trims this import to the languages and features webpack.config.ts names.
import * as monaco from 'monaco-editor';
import { useEffect, useRef } from 'react';

type Options = monaco.editor.IStandaloneEditorConstructionOptions;

/**
 * A monaco editor in the returned container: created once on mount with `options` (the
 * editor owns its text afterwards; later options would reset the cursor) and disposed with its
 * model on unmount (STYLE.md §10). `onChange` hears every edit, the latest one given.
 */
export function useMonacoEditor(options: Options, onChange: (value: string) => void) {
  const container = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!container.current) return undefined;
    const created = monaco.editor.create(container.current, {
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      ...options,
    });
    editor.current = created;
    const subscription = created.onDidChangeModelContent(() =>
      latestOnChange.current(created.getValue()),
    );
    return () => {
      subscription.dispose();
      created.getModel()?.dispose();
      created.dispose();
      editor.current = null;
    };
    // Created once: see above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { container, editor };
}
