// monaco-editor-webpack-plugin trims this import to the JSON language (host/webpack.config.ts).
import * as monaco from 'monaco-editor';
import { useEffect, useRef } from 'react';

interface Props {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  ariaLabel: string;
}

/**
 * Monaco behind one lifecycle (STYLE.md §10): created once on mount, disposed on unmount, its
 * listener removed with it. This module is a separate chunk, fetched only when the modal opens.
 */
export default function MonacoJsonEditor({ value, onChange, readOnly, ariaLabel }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!container.current) return undefined;
    const editor = monaco.editor.create(container.current, {
      value,
      language: 'json',
      readOnly,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      ariaLabel,
    });
    const subscription = editor.onDidChangeModelContent(() =>
      latestOnChange.current(editor.getValue()),
    );
    return () => {
      subscription.dispose();
      editor.getModel()?.dispose();
      editor.dispose();
    };
    // The editor owns its text after creation; later `value` props would reset the cursor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={container} className="console-json-editor" data-testid="json-editor" />;
}
