import type { DryRunResult, ScriptProblem } from '@console/shared';
import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A run's error with its place, unless it has none (line 0: not the script's text) or its
 * message says it already (a syntax error reads "… (line L, column C)").
 */
function useProblemText() {
  const { t } = useTranslation('modeler');
  return ({ message, line, column }: ScriptProblem) =>
    line > 0 && !message.includes(`(line ${line}`)
      ? t('conn.script.problem', { line, column, message })
      : message;
}

/** Milliseconds with one decimal at most, written the way the user's language writes numbers. */
export function formatDuration(ms: number, language: string) {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(ms);
}

/** What one dry run gave: its error (at its line and column), output, log lines, duration. */
export function DryRunResultView({ result }: { result: DryRunResult }) {
  const { t, i18n } = useTranslation('modeler');
  const problemText = useProblemText();
  return (
    <section aria-label={t('conn.dryRun.result')}>
      {result.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={problemText(result.error)}
        />
      )}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'duration',
            label: t('conn.dryRun.duration'),
            children: t('conn.dryRun.msValue', {
              duration: formatDuration(result.durationMs, i18n.language),
            }),
          },
          {
            key: 'output',
            label: t('conn.dryRun.output'),
            children: (
              <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {JSON.stringify(result.output, null, 2) ?? '—'}
              </pre>
            ),
          },
          {
            key: 'logs',
            label: t('conn.dryRun.logs'),
            children: result.logs.length ? (
              <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{result.logs.join('\n')}</pre>
            ) : (
              <Typography.Text type="secondary">{t('conn.dryRun.noLogs')}</Typography.Text>
            ),
          },
        ]}
      />
    </section>
  );
}
