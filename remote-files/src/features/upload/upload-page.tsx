import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BROWSER_ROUTE,
  folderFromQuery,
  folderSearch,
  storeFromQuery,
  STORES,
} from '../../store-api';
import { UploadPanel } from './upload-panel';

/** /upload?path=&store=&types=: the uploader on a page of its own, for one folder. */
export default function UploadPage() {
  const { t } = useTranslation('files');
  const [params] = useSearchParams();
  const folder = folderFromQuery(params.get('path'));
  const kind = storeFromQuery(params.get('store'));
  const typesParam = params.get('types');
  const types = useMemo(() => typesParam?.split(',').filter(Boolean), [typesParam]);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('upload.title')}
        </Typography.Title>
        <Link to={`${BROWSER_ROUTE}${folderSearch(folder, kind)}`}>
          <ArrowLeftOutlined aria-hidden /> {t('upload.backToBrowser')}
        </Link>
      </Flex>
      <UploadPanel key={`${kind}|${folder}`} store={STORES[kind]} folder={folder} types={types} />
    </Flex>
  );
}
