// monaco-editor-webpack-plugin trims this import to XML's highlighting (webpack.config.ts).
import * as monaco from 'monaco-editor';
import { useEffect } from 'react';
import { useMonacoEditor } from '../../../components/use-monaco-editor';

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
  const { container, editor } = useMonacoEditor({ value, language: 'xml', ariaLabel }, onChange);

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
  }, [editor, mark]);

  return <div ref={container} className="console-xml-editor" data-testid="xml-editor" />;
}
