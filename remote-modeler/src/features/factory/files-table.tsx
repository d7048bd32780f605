import { formatBytes, useFormatTime } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import {
  DownloadOutlined,
  EditOutlined,
  FileOutlined,
  FolderOutlined,
  NodeIndexOutlined,
} from '@ant-design/icons';
import { Button, Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntryActions } from './use-entry-actions';
import { isFolder, type FactoryEntry } from './types';

interface FilesTableProps {
  entries: FactoryEntry[] | undefined;
  loading: boolean;
  emptyText: string;
  /** The tag view lists files of every folder: it shows each file's folder. */
  showFolder?: boolean;
  actions: EntryActions;
  onEdit: (entry: FactoryEntry) => void;
  onOpenFolder?: (entry: FactoryEntry) => void;
}

/** Files (and in the folder view, folders) with their tags, size, time and actions. */
export function FilesTable({
  entries,
  loading,
  emptyText,
  showFolder,
  actions,
  onEdit,
  onOpenFolder,
}: FilesTableProps) {
  const { t } = useTranslation('modeler');
  const formatTime = useFormatTime();
  const nameOf = (entry: FactoryEntry) =>
    isFolder(entry) && onOpenFolder ? (
      <Button
        type="link"
        size="small"
        icon={<FolderOutlined aria-hidden />}
        onClick={() => onOpenFolder(entry)}
      >
        {entry.fileName}
      </Button>
    ) : (
      <Flex gap={6}>
        {isFolder(entry) ? <FolderOutlined aria-hidden /> : <FileOutlined aria-hidden />}
        {entry.fileName}
      </Flex>
    );
  return (
    <Table<FactoryEntry>
      rowKey="path"
      size="middle"
      loading={loading}
      dataSource={entries ?? []}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText }}
      data-testid="factory-files"
      columns={[
        { title: t('factory.column.name'), key: 'name', render: (_, entry) => nameOf(entry) },
        ...(showFolder
          ? [
              {
                title: t('factory.column.folder'),
                key: 'dir',
                render: (_: unknown, e: FactoryEntry) => e.dir || '/',
              },
            ]
          : []),
        {
          title: t('factory.column.tags'),
          key: 'tags',
          render: (_, entry) => entry.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
        },
        {
          title: t('factory.column.size'),
          key: 'size',
          render: (_, entry) => (isFolder(entry) ? '—' : formatBytes(entry.size)),
        },
        {
          title: t('factory.column.modifyTime'),
          key: 'modifyTime',
          render: (_, entry) => formatTime(entry.modifyTime),
        },
        { title: t('factory.column.modifiedBy'), dataIndex: 'modifiedBy' },
        {
          title: t('common:action.actions'),
          key: 'actions',
          render: (_, entry) => (
            <RowActions
              actions={[
                ...(isFolder(entry)
                  ? []
                  : [
                      {
                        key: 'open',
                        label: t('factory.action.open'),
                        icon: <NodeIndexOutlined />,
                        onClick: () => actions.open(entry),
                      },
                      {
                        key: 'download',
                        label: t('common:action.download'),
                        icon: <DownloadOutlined />,
                        onClick: () => actions.download(entry),
                      },
                    ]),
                // Its own label: a file's edit renames it and changes its tags.
                {
                  key: 'edit',
                  label: t('factory.action.edit'),
                  icon: <EditOutlined />,
                  onClick: () => onEdit(entry),
                },
              ]}
              onDelete={() => actions.remove(entry)}
            />
          ),
        },
      ]}
    />
  );
}
