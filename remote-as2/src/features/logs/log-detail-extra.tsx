import { DownloadOutlined } from '@ant-design/icons';
import type { As2LogDetail } from '@console/shared';
import { LoadError, saveBlob, useReportError } from '@console/shared/ui';
import { Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadLogFile } from './api';
import { LogMessageParts } from './log-message-parts';

/** The last segment of a stored path: the name the download is saved under. */
const baseName = (path: string) => path.split('/').filter(Boolean).pop() ?? path;

/** Where a received payload was stored, and a button that downloads it. */
function StoredFile({ id, path }: { id: number; path: string }) {
  const { t } = useTranslation('as2');
  const report = useReportError();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadLogFile(id)
      .then((blob) => saveBlob(blob, baseName(path)))
      .catch(report)
      .finally(() => setBusy(false));
  };
  return (
    <Flex vertical align="start" gap={4}>
      <Typography.Text style={{ wordBreak: 'break-all' }}>{path}</Typography.Text>
      <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={download}>
        {t('common:action.download')}
      </Button>
    </Flex>
  );
}

interface LogDetailExtraProps {
  /** Undefined until the detail of the shown message has loaded. */
  detail: As2LogDetail | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** What only the detail call answers: the MIC, the stored file, the headers and the MDN. */
export function LogDetailExtra({ detail, loading, failed, reload }: LogDetailExtraProps) {
  const { t } = useTranslation('as2');
  if (failed) return <LoadError title={t('logs.detailFailed')} onRetry={reload} />;
  if (!detail) {
    return loading ? (
      <div role="status" aria-label={t('logs.detailLoading')}>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    ) : null;
  }
  const items = [
    {
      key: 'mic',
      label: t('logs.field.mic'),
      children: detail.mic ? (
        <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
          {detail.mic}
        </Typography.Text>
      ) : (
        t('logs.noMic')
      ),
    },
    {
      key: 'filePath',
      label: t('logs.field.filePath'),
      children: detail.filePath ? (
        <StoredFile id={detail.id} path={detail.filePath} />
      ) : (
        t('logs.noFile')
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Descriptions column={1} layout="vertical" size="small" items={items} />
      <LogMessageParts detail={detail} />
    </Flex>
  );
}
