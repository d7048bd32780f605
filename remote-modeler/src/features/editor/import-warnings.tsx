import { Alert } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateLintMessage } from './modeler/translations/translate';
import { describeWarning, type ReaderWarning } from './reader-warnings';

/**
 * Above the canvas: the file opened although the reader warned, and what it warned about
 * (the Problems panel lists them too). The user can dismiss it; the next file has its own.
 */
export function ImportWarnings(props: { warnings: ReaderWarning[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('modeler');
  if (!props.warnings.length) return null;
  const translate = (text: string) => translateLintMessage(text, i18n.language);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="import-warnings"
      style={{ marginBottom: 8 }}
      title={t('editor.openedWithWarnings', { count: props.warnings.length })}
      description={
        <ul className="console-import-warnings">
          {props.warnings.map((warning, index) => {
            const { text, detail, line } = describeWarning(warning.message);
            return (
              // The same warning can come twice, for two elements: its place is its key.
              <li key={index}>
                {translate(text)}
                {detail && `: ${translate(detail)}`}
                {line !== undefined && ` (${t('editor.warningLine', { line })})`}
              </li>
            );
          })}
        </ul>
      }
      closable={{ 'aria-label': t('editor.dismissWarnings'), onClose: props.onClose }}
    />
  );
}

/** The warnings of the document last read, and whether the user dismissed their alert. */
export function useReaderWarnings() {
  const [warnings, setWarnings] = useState<ReaderWarning[]>([]);
  const [dismissed, setDismissed] = useState(false);
  const imported = useCallback((next: ReaderWarning[]) => {
    setWarnings(next);
    setDismissed(false);
  }, []);
  return {
    warnings,
    imported,
    /** What the alert shows: nothing once dismissed, until the next document. */
    shown: dismissed ? [] : warnings,
    dismiss: () => setDismissed(true),
  };
}
