// monaco-editor-webpack-plugin trims this import to what webpack.config.ts names.
import * as monaco from 'monaco-editor';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMonacoEditor } from '../../../components/use-monaco-editor';
import { markerOf, type ScriptMark } from './script-problems';
import { registerScriptLanguage, setCompletionContext } from './script-language';
import { SCRIPT_LANGUAGE } from './script-monarch';
import type { EditorMode } from './script-editor';

export interface MonacoScriptEditorProps {
  value: string;
  onChange: (value: string) => void;
  mode: EditorMode;
  readOnly: boolean;
  paramNames: readonly string[];
  /** The script's syntax problems, marked where they are. */
  marks: readonly ScriptMark[];
  ariaLabel: string;
}

const LANGUAGE: Record<EditorMode, string> = {
  script: SCRIPT_LANGUAGE,
  json: 'json',
  plain: 'plaintext',
};

// The language is registered once, when this chunk loads, before any editor uses it.
registerScriptLanguage();

/**
 * Monaco for a script, a JSON value or an expression (private to this remote, its own chunk,
 * loaded when an editor first shows). Created once on mount and disposed on unmount (STYLE.md
 * §10); text set from outside (an upgrade, a form reset) replaces the model's.
 */
export default function MonacoScriptEditor(props: MonacoScriptEditorProps) {
  const { t } = useTranslation('modeler');
  const { container, editor } = useMonacoEditor(
    {
      value: props.value,
      language: LANGUAGE[props.mode],
      readOnly: props.readOnly,
      tabSize: 2,
      ariaLabel: props.ariaLabel,
    },
    props.onChange,
  );

  useEffect(() => {
    const current = editor.current;
    if (current && current.getValue() !== props.value) current.setValue(props.value);
  }, [editor, props.value]);

  useEffect(() => {
    editor.current?.updateOptions({ readOnly: props.readOnly });
  }, [editor, props.readOnly]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (model) setCompletionContext(model, { paramNames: props.paramNames, t });
  }, [editor, props.paramNames, t]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (model) monaco.editor.setModelMarkers(model, 'script', props.marks.map(markerOf));
  }, [editor, props.marks]);

  return <div ref={container} style={{ height: '100%' }} />;
}
