import { useLoadedModule } from '@console/shared';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useScriptCheck } from './use-script-check';

const loadEditor = () => import('./monaco-script-editor');

/** The script language, JSON (samples, paramsMeta) or plain text (a JSONata expression). */
export type EditorMode = 'script' | 'json' | 'plain';

export interface ScriptEditorProps {
  /** Given by Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  mode?: EditorMode;
  readOnly?: boolean;
  /** The command's parameters, completed as `params.<name>`. */
  paramNames?: readonly string[];
  /** By default "Script" (a script) or "JSON". */
  ariaLabel?: string;
  height?: number;
}

const NO_PARAMS: readonly string[] = [];

/**
 * An editor for a script, a JSON value or an expression, as a form control. Monaco loads on
 * demand; a script is checked as it is typed with the server's own grammar, in a worker, and
 * its problems are marked in the text and said below it.
 */
export function ScriptEditor({
  value = '',
  onChange,
  id,
  mode = 'script',
  readOnly = false,
  paramNames = NO_PARAMS,
  ariaLabel,
  height = 240,
}: ScriptEditorProps) {
  const { t } = useTranslation('modeler');
  const Editor = useLoadedModule(loadEditor)?.default;
  const marks = useScriptCheck(mode === 'script' ? value : null);
  const label = ariaLabel ?? t(mode === 'script' ? 'conn.script.label' : 'conn.script.json');

  return (
    <div>
      <div
        id={id}
        role="group"
        aria-label={label}
        style={{ height, border: '1px solid rgba(5, 5, 5, 0.15)', borderRadius: 6 }}
      >
        {Editor ? (
          <Editor
            value={value}
            onChange={(text) => onChange?.(text)}
            mode={mode}
            readOnly={readOnly}
            paramNames={paramNames}
            marks={marks}
            ariaLabel={label}
          />
        ) : (
          <Spin style={{ margin: 16 }} />
        )}
      </div>
      {marks.map((mark) => (
        <Typography.Text key={`${mark.line}:${mark.column}`} type="danger" role="status">
          {t('conn.script.problem', {
            line: mark.line,
            column: mark.column,
            message: mark.message,
          })}
        </Typography.Text>
      ))}
    </div>
  );
}
