import { useResource } from '@console/shared';
import { Descriptions, Spin, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCommandByTopic } from './api';

/** What runs for a bound topic: its connector's kind, name, timeout and parameters. */
export function TopicCommand({ processKey, topic }: { processKey: string; topic: string }) {
  const { t } = useTranslation('modeler');
  const load = useCallback(() => fetchCommandByTopic(processKey, topic), [processKey, topic]);
  const { data, loading } = useResource(load);
  if (loading) return <Spin size="small" />;
  if (!data) return <Typography.Text type="secondary">{t('binding.nothingRuns')}</Typography.Text>;
  return (
    <Descriptions size="small" column={1} title={t('binding.whatRuns')}>
      <Descriptions.Item label={t('panel.connector')}>
        {t(`kind.${data.connectorType}`)} · {data.connector.name}
      </Descriptions.Item>
      <Descriptions.Item label={t('binding.timeout')}>
        {data.connector.timeout} ms
      </Descriptions.Item>
      <Descriptions.Item label={t('binding.parameters')}>
        <Typography.Text code style={{ whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(data.connector.parameters, null, 2)}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}
