import {
  dayjs,
  useFormatTime,
  useResource,
  useSettings,
  type Command,
  type CommandRun,
} from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Modal, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, RowTable } from '../automation-common/columns';
import { fetchRunLog } from './api';
import { RunDetails, RunStatus } from './run-result';

const DAY = 'YYYY-MM-DD';

/** Today's date where the user is (their timezone setting), as the picker shows it. */
export const todayIn = (timezone: string) => dayjs().tz(timezone).format(DAY);

/**
 * "Log": a command's runs of one day (today where the user is, at first), newest first: cause,
 * start, duration, outcome, and each one's output and log lines when expanded.
 */
export function RunLogModal({ command, onClose }: { command: Command; onClose: () => void }) {
  const { t } = useTranslation('modeler');
  const timezone = useSettings((state) => state.timezone);
  const formatTime = useFormatTime();
  const [date, setDate] = useState(() => todayIn(timezone));
  const load = useMemo(() => () => fetchRunLog(date, command.id), [date, command.id]);
  const { data, failed, loading, reload } = useResource(load);

  const columns: ColumnsType<CommandRun> = [
    {
      title: t('commands.log.cause'),
      key: 'cause',
      render: (_, run) => t(`commands.log.causes.${run.cause}`),
    },
    {
      title: t('commands.log.started'),
      key: 'started',
      render: (_, run) => formatTime(run.startedAt),
    },
    {
      title: t('commands.log.duration'),
      key: 'duration',
      render: (_, run) =>
        run.durationMs === null ? '—' : t('commands.run.duration', { ms: run.durationMs }),
    },
    { title: t('commands.log.outcome'), key: 'ok', render: (_, run) => <RunStatus run={run} /> },
    {
      title: t('commands.log.error'),
      key: 'error',
      render: (_, run) => <ErrorText error={run.error} />,
    },
  ];

  return (
    <Modal
      open
      // SPEC §9: modals are 90% wide.
      width="90%"
      title={t('commands.log.title', { name: command.name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common:action.close')}</Button>}
    >
      <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
        <DatePicker
          aria-label={t('commands.log.date')}
          allowClear={false}
          format={DAY}
          value={dayjs(date, DAY)}
          onChange={(picked) => picked && setDate(picked.format(DAY))}
        />
        <Button icon={<ReloadOutlined aria-hidden />} onClick={reload} loading={loading}>
          {t('common:action.refresh')}
        </Button>
        <Typography.Text type="secondary">{t('commands.log.utcDay')}</Typography.Text>
      </Flex>
      {failed && !data ? (
        <LoadError title={t('commands.log.loadFailed')} onRetry={reload} />
      ) : (
        <RowTable<CommandRun>
          rows={data}
          size="small"
          loading={loading}
          columns={columns}
          pagination={false}
          empty={t('commands.log.none')}
          expandable={{ expandedRowRender: (run) => <RunDetails run={run} /> }}
        />
      )}
    </Modal>
  );
}
