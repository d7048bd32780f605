import type { CommandRun } from '@console/shared';
import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const BLOCK = { margin: 0, maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap' } as const;

/** A run's outcome: ok, failed, or still without an end (running, or its process died). */
export function RunStatus({ run }: { run: CommandRun }) {
  const { t } = useTranslation('modeler');
  if (run.ok === null) return <Tag>{t('commands.run.unfinished')}</Tag>;
  return run.ok ? (
    <Tag color="success">{t('commands.run.ok')}</Tag>
  ) : (
    <Tag color="error">{t('commands.run.failed')}</Tag>
  );
}

/** Output as JSON text ('' when there is none). */
export const outputText = (output: unknown) =>
  output === null || output === undefined ? '' : JSON.stringify(output, null, 2);

/** What a run gave: its error, its output (JSON) and its log lines. */
export function RunDetails({ run }: { run: CommandRun }) {
  const { t } = useTranslation('modeler');
  const output = outputText(run.output);
  return (
    <Flex vertical gap={12}>
      {run.error && <Alert type="error" showIcon title={run.error} role="alert" />}
      <section aria-label={t('commands.run.output')}>
        <Typography.Text strong>{t('commands.run.output')}</Typography.Text>
        {output ? (
          <pre data-testid="run-output" style={BLOCK}>
            {output}
          </pre>
        ) : (
          <Typography.Paragraph type="secondary">{t('commands.run.noOutput')}</Typography.Paragraph>
        )}
      </section>
      <section aria-label={t('commands.run.logs')}>
        <Typography.Text strong>{t('commands.run.logs')}</Typography.Text>
        {run.logs.length ? (
          <ol data-testid="run-logs" style={{ ...BLOCK, fontFamily: 'monospace' }}>
            {run.logs.map((line, at) => (
              // Lines repeat; their place is what tells them apart.
              <li key={at}>{line}</li>
            ))}
          </ol>
        ) : (
          <Typography.Paragraph type="secondary">{t('commands.run.noLogs')}</Typography.Paragraph>
        )}
      </section>
    </Flex>
  );
}
