import { DRAWER_WIDTH, formatBytes, useFormatTime, type As2Log } from '@console/shared';
import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogDetailExtra } from './log-detail-extra';
import { LogStatusTag } from './log-status-tag';
import { useLogDetail } from './use-log-detail';

/** Every field of one AS2 message, in a drawer. */
interface LogDetailProps {
  /** The message shown; kept while the drawer closes. */
  log: As2Log | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * The list row's fields show at once; what only the detail call answers (MIC, stored file,
 * headers, MDN) follows below them when it has loaded.
 */
export function LogDetail({ log, open, onClose }: LogDetailProps) {
  const { t } = useTranslation('as2');
  const formatTime = useFormatTime();
  const detail = useLogDetail(log, open);
  const items = log
    ? [
        { key: 'messageId', label: t('logs.field.messageId'), children: log.messageId },
        {
          key: 'type',
          label: t('logs.field.type'),
          children: t(`logs.type.${log.type}`, log.type),
        },
        { key: 'name', label: t('logs.field.name'), children: log.name },
        { key: 'from', label: t('logs.field.from'), children: log.from },
        { key: 'to', label: t('logs.field.to'), children: log.to },
        { key: 'fileName', label: t('logs.field.fileName'), children: log.fileName },
        { key: 'size', label: t('logs.field.size'), children: formatBytes(log.size) },
        {
          key: 'status',
          label: t('logs.field.status'),
          children: <LogStatusTag status={log.status} />,
        },
        { key: 'mdnStatus', label: t('logs.field.mdnStatus'), children: log.mdnStatus },
        {
          key: 'messageTimestamp',
          label: t('logs.field.messageTimestamp'),
          children: formatTime(log.messageTimestamp),
        },
        {
          key: 'mdnTimestamp',
          label: t('logs.field.mdnTimestamp'),
          children: formatTime(log.mdnTimestamp),
        },
        {
          key: 'errorMessage',
          label: t('logs.field.errorMessage'),
          children: log.errorMessage ? (
            <Typography.Text type="danger">{log.errorMessage}</Typography.Text>
          ) : (
            t('logs.noError')
          ),
        },
      ]
    : [];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DRAWER_WIDTH}
      destroyOnHidden
      title={t('logs.detailTitle')}
      extra={
        log?.demo ? (
          <Tag color="orange" title={t('logs.demoHint')} style={{ marginInlineEnd: 0 }}>
            {t('logs.demoData')}
          </Tag>
        ) : undefined
      }
    >
      <Descriptions column={1} layout="vertical" size="small" items={items} />
      {log && <LogDetailExtra {...detail} />}
    </Drawer>
  );
}
