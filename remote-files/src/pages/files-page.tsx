import { FILE_ROOT } from '@console/shared';
import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  folderFromQuery,
  folderSearch,
  storeFromQuery,
  STORES,
  type StoreKind,
} from '../store-api';
import { BucketName } from './bucket-name';
import { StoreWorkspace } from './store-workspace';

/**
 * /operator/resultFileDownload?path=&store=: the file browser. The folder and the store live in
 * the URL, so Back, Forward and a reload return to them; a path outside 'mounted/' shows the root.
 */
export default function FilesPage() {
  const { t } = useTranslation('files');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const folder = folderFromQuery(params.get('path'));
  const kind = storeFromQuery(params.get('store'));

  return (
    <Flex vertical gap={8}>
      <Tabs
        activeKey={kind}
        // Each store has its own folders: switching starts at the root.
        onChange={(key) => navigate(folderSearch(FILE_ROOT, key as StoreKind))}
        items={[
          { key: 'files', label: t('store.files') },
          { key: 'gcs', label: t('store.gcs') },
        ]}
        tabBarExtraContent={kind === 'gcs' ? <BucketName /> : undefined}
      />
      <StoreWorkspace key={kind} store={STORES[kind]} folder={folder} />
    </Flex>
  );
}
