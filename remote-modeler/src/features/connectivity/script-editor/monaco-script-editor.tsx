// monaco-editor-webpack-plugin trims this import to what webpack.config.ts names.
import * as monaco from 'monaco-editor';
import { useEffect, useRef } from 'react';
import { markerOf, type ScriptMark } from './script-problems';
import { registerScriptLanguage, setParamNames } from './script-language';
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

/**
 * Monaco for a script, a JSON value or an expression (private to this remote, its own chunk,
 * loaded when an editor first shows). Created once on mount and disposed on unmount (STYLE.md
 * §10); text set from outside (an upgrade, a form reset) replaces the model's.
 */
export default function MonacoScriptEditor(props: MonacoScriptEditorProps) {
  const container = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const latestOnChange = useRef(props.onChange);
  useEffect(() => {
    latestOnChange.current = props.onChange;
  }, [props.onChange]);

  useEffect(() => {
    if (!container.current) return undefined;
    registerScriptLanguage();
    const created = monaco.editor.create(container.current, {
      value: props.value,
      language: LANGUAGE[props.mode],
      readOnly: props.readOnly,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      tabSize: 2,
      ariaLabel: props.ariaLabel,
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
    // Created once; the effects below follow the props that may change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = editor.current;
    if (current && current.getValue() !== props.value) current.setValue(props.value);
  }, [props.value]);

  useEffect(() => {
    editor.current?.updateOptions({ readOnly: props.readOnly });
  }, [props.readOnly]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (model) setParamNames(model, props.paramNames);
  }, [props.paramNames]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (model) monaco.editor.setModelMarkers(model, 'script', props.marks.map(markerOf));
  }, [props.marks]);

  return <div ref={container} style={{ height: '100%' }} />;
}
