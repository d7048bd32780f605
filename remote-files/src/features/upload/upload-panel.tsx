import { InboxOutlined } from '@ant-design/icons';
import { acceptedTypes, FILE_LIMITS, formatBytes } from '@console/shared';
import { App, Button, Flex, Typography, Upload } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreApi } from '../../store-api';
import { ConflictModal } from './conflict-modal';
import { acceptList } from './upload-checks';
import { UploadList } from './upload-list';
import { useUploadQueue, type BatchSummary } from './use-upload-queue';

interface UploadPanelProps {
  store: StoreApi;
  /** The folder new files go to. */
  folder: string;
  /** Extensions to accept, within the server's defaults; all of those when absent. */
  types?: readonly string[];
  /** Something was stored: the folder's listing is out of date. */
  onUploaded?: () => void;
}

/** A drop zone: files start as soon as they are dropped or picked, each with its own row. */
export function UploadPanel({ store, folder, types, onUploaded }: UploadPanelProps) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const onBatchDone = useCallback(
    ({ done, failed }: BatchSummary) => {
      if (!done) return;
      if (!failed) void message.success(t('common:upload.success'));
      onUploaded?.();
    },
    [message, t, onUploaded],
  );
  const queue = useUploadQueue(store, types, onBatchDone);
  const accepted = acceptedTypes(types);
  const settled = queue.items.some(
    (item) => !['waiting', 'uploading', 'conflict'].includes(item.status),
  );

  return (
    <Flex vertical gap={12}>
      <Typography.Text>{t('upload.target', { folder })}</Typography.Text>
      <Upload.Dragger
        multiple
        accept={{ format: acceptList(accepted), filter: 'native' }}
        showUploadList={false}
        beforeUpload={(file) => {
          queue.add(file, folder);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <Typography.Paragraph>{t('upload.hint')}</Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('upload.accepted', {
            types: accepted.join(', '),
            size: formatBytes(FILE_LIMITS.uploadBytes),
          })}
        </Typography.Text>
      </Upload.Dragger>
      <UploadList items={queue.items} />
      {settled && (
        <Button size="small" style={{ alignSelf: 'flex-start' }} onClick={queue.clearSettled}>
          {t('upload.clearSettled')}
        </Button>
      )}
      {queue.question && (
        <ConflictModal
          key={queue.question.id}
          name={queue.question.name}
          folder={folder}
          onAnswer={queue.question.answer}
        />
      )}
    </Flex>
  );
}
