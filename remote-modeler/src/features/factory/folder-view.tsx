import { LoadError } from '@console/shared/ui';
import { FolderAddOutlined, UploadOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Flex } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fetchFolder } from './api';
import type { ViewProps } from './dialogs';
import { FilesTable } from './files-table';
import { FolderTree } from './folder-tree';
import { useViewList } from './use-view-list';

/** /factory/file: the folder tree beside the open folder's folders and files (`?dir=`). */
export function FolderView({ version, openDialog, actions }: ViewProps) {
  const { t } = useTranslation('modeler');
  const [params, setParams] = useSearchParams();
  const dir = params.get('dir') ?? '';
  const loader = useCallback(() => fetchFolder(dir), [dir]);
  const folder = useViewList(loader, version);
  const { reload } = folder;
  const show = (path: string) => setParams(path ? { dir: path } : {});
  const segments = dir ? dir.replace(/\/$/, '').split('/') : [];

  return (
    <Flex gap={16} align="flex-start">
      <FolderTree selected={dir} version={version} onSelect={show} />
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
        <Flex gap={8} justify="space-between" wrap>
          <Breadcrumb
            items={[
              { key: '', title: <a onClick={() => show('')}>{t('factory.top')}</a> },
              ...segments.map((name, at) => {
                const path = segments.slice(0, at + 1).join('/');
                return { key: path, title: <a onClick={() => show(path)}>{name}</a> };
              }),
            ]}
          />
          <Flex gap={8}>
            <Button
              icon={<FolderAddOutlined aria-hidden />}
              onClick={() => openDialog({ kind: 'folder', dir })}
            >
              {t('factory.action.newFolder')}
            </Button>
            <Button
              type="primary"
              icon={<UploadOutlined aria-hidden />}
              onClick={() => openDialog({ kind: 'upload', dir, tags: [] })}
            >
              {t('factory.action.upload')}
            </Button>
          </Flex>
        </Flex>
        {folder.failed && !folder.data ? (
          <LoadError title={t('factory.loadFailed')} onRetry={reload} />
        ) : (
          <FilesTable
            entries={folder.data}
            loading={folder.loading}
            emptyText={t('factory.empty.folder')}
            actions={actions}
            onEdit={(entry) => openDialog({ kind: 'edit', entry })}
            onOpenFolder={(entry) => show(entry.path)}
          />
        )}
      </Flex>
    </Flex>
  );
}
