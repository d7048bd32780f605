import { useResource, type Command, type CommandRun } from '@console/shared';
import { failureText } from '@console/shared/ui';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RunDetails, RunStatus } from './run-result';

interface RunModalProps {
  command: Command;
  /** The run, started by the click (not by a render, which React may repeat). */
  run: Promise<CommandRun>;
  onClose: () => void;
  /** The run has ended (the list's last run changed). */
  onEnded: () => void;
}

/**
 * "Run now": a spinner while the command runs, then whether it went well, its output and its
 * log lines.
 */
export function RunModal({ command, run, onClose, onEnded }: RunModalProps) {
  const { t } = useTranslation('modeler');
  const [load] = useState(() => () => run);
  const { data, error, loading } = useResource(load);
  useEffect(() => {
    if (!loading) onEnded();
  }, [loading, onEnded]);

  return (
    <Modal
      open
      width={720}
      title={t('commands.run.title', { name: command.name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common:action.close')}</Button>}
    >
      {loading ? (
        <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
          <Spin />
          <Typography.Text type="secondary">{t('commands.run.running')}</Typography.Text>
        </Flex>
      ) : data ? (
        <Flex vertical gap={12} data-testid="run-result">
          <Flex gap={8} align="center">
            <RunStatus run={data} />
            {data.durationMs !== null && (
              <Typography.Text type="secondary">
                {t('commands.run.duration', { ms: data.durationMs })}
              </Typography.Text>
            )}
          </Flex>
          <RunDetails run={data} />
        </Flex>
      ) : (
        <Alert type="error" showIcon role="alert" title={failureText(error)} />
      )}
    </Modal>
  );
}
