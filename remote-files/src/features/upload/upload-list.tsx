import { Flex, Progress, Typography, type ProgressProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadItem, UploadStatus } from './send-upload';

const PROGRESS_STATUS: Record<UploadStatus, ProgressProps['status']> = {
  refused: 'exception',
  waiting: 'normal',
  uploading: 'active',
  conflict: 'normal',
  done: 'success',
  skipped: 'normal',
  failed: 'exception',
};

function useStatusText() {
  const { t } = useTranslation('files');
  return (item: UploadItem): string => {
    if (item.problem) return t(`common:upload.${item.problem}`);
    if (item.status === 'failed') return t('upload.status.failed', { message: item.error });
    if (item.status === 'done' && item.storedAs)
      return t('upload.status.renamed', { name: item.storedAs });
    if (item.status === 'done' && item.overwritten) return t('upload.status.overwritten');
    return t(`upload.status.${item.status}`);
  };
}

/** Each chosen file: its name, a progress bar and where it stands. */
export function UploadList({ items }: { items: UploadItem[] }) {
  const { t } = useTranslation('files');
  const statusText = useStatusText();
  if (!items.length) return null;
  return (
    <Flex vertical gap={8} role="list" aria-label={t('upload.listLabel')}>
      {items.map((item) => (
        <Flex
          key={item.id}
          vertical
          role="listitem"
          aria-label={item.file.name}
          data-upload-file={item.file.name}
        >
          <Flex justify="space-between" gap={12}>
            <Typography.Text ellipsis={{ tooltip: item.file.name }}>
              {item.file.name}
            </Typography.Text>
            <Typography.Text
              type={['failed', 'refused'].includes(item.status) ? 'danger' : 'secondary'}
            >
              {statusText(item)}
            </Typography.Text>
          </Flex>
          <Progress
            size="small"
            percent={item.percent}
            status={PROGRESS_STATUS[item.status]}
            aria-label={t('upload.progressOf', { name: item.file.name })}
          />
        </Flex>
      ))}
    </Flex>
  );
}
