import { CloudOutlined } from '@ant-design/icons';
import { useResource } from '@console/shared';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getBucket } from '../store-api';

/** The bucket the cloud tab works on, and whether it is Google Cloud Storage or a local stand-in. */
export function BucketName() {
  const { t } = useTranslation('files');
  const { data, failed } = useResource(getBucket);
  if (failed) return <Typography.Text type="danger">{t('store.bucketFailed')}</Typography.Text>;
  if (!data) return null;
  return (
    <Typography.Text>
      <CloudOutlined aria-hidden /> {t('store.bucket', { bucket: data.bucket })}{' '}
      <Tag>{t(`store.driver.${data.driver}`)}</Tag>
    </Typography.Text>
  );
}
