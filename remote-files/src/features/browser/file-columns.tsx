import {
  DownloadOutlined,
  FileOutlined,
  FolderOutlined,
  HistoryOutlined,
  SendOutlined,
} from '@ant-design/icons';
import {
  formatBytes,
  useFormatTime,
  type FileEntry,
  type FileSortKey,
  type SortOrder,
} from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { Space } from 'antd';
import type {
  ColumnsType,
  SorterResult,
  SortOrder as TableSortOrder,
} from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface FileSort {
  key: FileSortKey;
  order: SortOrder;
}

export interface EntryActions {
  /** The link that opens a folder. */
  folderLink: (folder: string) => string;
  onDownload: (entry: FileEntry) => void;
  onHistory: (entry: FileEntry) => void;
  onDelete: (entry: FileEntry) => void;
  /** Sends a file to a partner by AS2; absent for a store the server does not send from. */
  onSendByAs2?: (entry: FileEntry) => void;
}

/** The sort a click on a column header asks the server for (none when it is switched off). */
export function sortFromTable(
  sorter: SorterResult<FileEntry> | SorterResult<FileEntry>[],
): FileSort | null {
  const { columnKey, order } = Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter;
  if (!order || !columnKey) return null;
  return { key: columnKey as FileSortKey, order: order === 'ascend' ? 'asc' : 'desc' };
}

/** Column widths: a virtual table needs them fixed. */
const WIDTH = { name: 320, type: 110, size: 120, time: 180, actions: 400 };
/** The checkbox column, then the six above (two of them times). */
export const TABLE_WIDTH =
  32 + WIDTH.name + WIDTH.type + WIDTH.size + 2 * WIDTH.time + WIDTH.actions;

/** The columns of the file table; sorting is the server's, so the table only shows it. */
export function useFileColumns(sort: FileSort | null, actions: EntryActions) {
  const { t } = useTranslation('files');
  const formatZoned = useFormatTime();
  return useMemo((): ColumnsType<FileEntry> => {
    // Rows are drawn again on every scroll step; a zoned format costs an Intl call each time.
    const formatted = new Map<string, string>();
    const formatTime = (value: string) => {
      let text = formatted.get(value);
      if (text === undefined) formatted.set(value, (text = formatZoned(value)));
      return text;
    };
    const sortOrder = (key: FileSortKey): TableSortOrder =>
      sort?.key === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
    const sortable = (key: FileSortKey) => ({ key, sorter: true, sortOrder: sortOrder(key) });
    return [
      {
        title: t('column.name'),
        ...sortable('name'),
        width: WIDTH.name,
        render: (_value, entry) =>
          entry.type === 'Directory' ? (
            <Link to={actions.folderLink(entry.path)}>
              <Space size={6}>
                <FolderOutlined aria-hidden />
                {entry.name}
              </Space>
            </Link>
          ) : (
            <Space size={6}>
              <FileOutlined aria-hidden />
              {/* CSS ellipsis and a title: a measured ellipsis per row costs frames when scrolling. */}
              <span className="files-name" title={entry.name}>
                {entry.name}
              </span>
            </Space>
          ),
      },
      {
        title: t('column.type'),
        key: 'type',
        width: WIDTH.type,
        render: (_value, entry) => t(`entryType.${entry.type}`),
      },
      {
        title: t('column.size'),
        ...sortable('size'),
        width: WIDTH.size,
        render: (_value, entry) => (entry.type === 'Directory' ? '' : formatBytes(entry.size)),
      },
      {
        title: t('column.createTime'),
        ...sortable('createTime'),
        width: WIDTH.time,
        render: (_value, entry) => formatTime(entry.createTime),
      },
      {
        title: t('column.updateTime'),
        ...sortable('updateTime'),
        width: WIDTH.time,
        render: (_value, entry) => formatTime(entry.updateTime),
      },
      {
        title: t('common:action.actions'),
        key: 'actions',
        width: WIDTH.actions,
        render: (_value, entry) => (
          <RowActions
            actions={[
              ...(entry.type === 'file'
                ? [
                    {
                      key: 'download',
                      label: t('common:action.download'),
                      icon: <DownloadOutlined />,
                      onClick: () => actions.onDownload(entry),
                    },
                  ]
                : []),
              ...(entry.type === 'file' && actions.onSendByAs2
                ? [
                    {
                      key: 'sendByAs2',
                      label: t('action.sendByAs2'),
                      icon: <SendOutlined />,
                      onClick: () => actions.onSendByAs2?.(entry),
                    },
                  ]
                : []),
              {
                key: 'history',
                label: t('action.history'),
                icon: <HistoryOutlined />,
                onClick: () => actions.onHistory(entry),
              },
            ]}
            onDelete={() => actions.onDelete(entry)}
          />
        ),
      },
    ];
  }, [t, formatZoned, sort, actions]);
}
