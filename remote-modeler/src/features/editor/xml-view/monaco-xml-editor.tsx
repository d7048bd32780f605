// monaco-editor-webpack-plugin trims this import to XML's highlighting (webpack.config.ts).
import * as monaco from 'monaco-editor';
import { useEffect, useRef } from 'react';

export interface XmlMark {
  line: number;
  column: number;
  message: string;
}

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** The parser's complaint, marked at its line. */
  mark: XmlMark | null;
  ariaLabel: string;
}

/**
 * Monaco for the diagram's XML (private to this remote; this module is its own chunk, loaded
 * when the XML view opens). Created once on mount and disposed on unmount (STYLE.md §10).
 */
export default function MonacoXmlEditor({ value, onChange, mark, ariaLabel }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!container.current) return undefined;
    const created = monaco.editor.create(container.current, {
      value,
      language: 'xml',
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      ariaLabel,
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
    // The editor owns its text after creation; later `value` props would reset the cursor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (!model) return;
    monaco.editor.setModelMarkers(
      model,
      'bpmn',
      mark
        ? [
            {
              severity: monaco.MarkerSeverity.Error,
              message: mark.message,
              startLineNumber: mark.line,
              startColumn: Math.max(1, mark.column),
              endLineNumber: mark.line,
              endColumn: model.getLineMaxColumn(Math.min(mark.line, model.getLineCount())),
            },
          ]
        : [],
    );
  }, [mark]);

  return <div ref={container} className="console-xml-editor" data-testid="xml-editor" />;
}
