import type { MonacoScriptEditorProps } from './monaco-script-editor';

/** Monaco's stand-in in screen tests (jsdom cannot run monaco): a plain text area. */
export default function FakeMonacoEditor({
  value,
  onChange,
  readOnly,
  ariaLabel,
}: MonacoScriptEditorProps) {
  return (
    <textarea
      aria-label={ariaLabel}
      value={value}
      readOnly={readOnly}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
