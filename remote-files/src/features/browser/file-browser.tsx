import { FILE_ROOT, type FileEntry, useDebouncedValue } from '@console/shared';
import { failureText, isNotFound, LoadError, saveBlob, useReportError } from '@console/shared/ui';
import { App, Flex, Spin, Table, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { folderSearch, type StoreApi } from '../../store-api';
import { BrowserToolbar } from './browser-toolbar';
import {
  sortFromTable,
  TABLE_WIDTH,
  useFileColumns,
  type EntryActions,
  type FileSort,
} from './file-columns';
import './file-browser.css';
import { FolderBreadcrumb } from './folder-breadcrumb';
import { MkdirModal } from './mkdir-modal';
import { useDeleteEntries } from './use-delete-entries';
import { nearBottom, useListing } from './use-listing';
import { useParentKey } from './use-parent-key';
import { quietSpinner, VIRTUAL_TABLE_ROLES } from './virtual-table-roles';

/** The virtual table's fixed height, and how close to its end the next page is asked for. */
const LIST_HEIGHT = 560;
const PREFETCH_MARGIN = 600;
const FILTER_DELAY_MS = 300;

interface FileBrowserProps {
  store: StoreApi;
  /** The folder shown, ending with '/'. */
  folder: string;
  /** A count of changes made elsewhere (an upload, a restore); each one reloads the listing. */
  changes: number;
  onUpload: () => void;
  onTrash: () => void;
  onHistory: (entry: FileEntry) => void;
  /** A file's "Send by AS2"; absent for a store the server does not send from. */
  onSendByAs2?: (entry: FileEntry) => void;
}

/**
 * One folder of a store: a virtual table that loads page after page as it scrolls, sorted and
 * filtered by the server, with the folder's actions. Render it with `key={folder}`: the filter,
 * sort and selection belong to one folder.
 */
export function FileBrowser({
  store,
  folder,
  changes,
  onUpload,
  onTrash,
  onHistory,
  onSendByAs2,
}: FileBrowserProps) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const report = useReportError();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState('');
  const prefix = useDebouncedValue(filter, FILTER_DELAY_MS);
  const [sort, setSort] = useState<FileSort | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const listing = useListing(
    store,
    { folder, prefix, sort: sort?.key, order: sort?.order },
    changes,
  );
  const { reload } = listing;

  const folderLink = useCallback((path: string) => folderSearch(path, store.kind), [store.kind]);
  const openFolder = useCallback(
    (path: string) => navigate(folderLink(path)),
    [navigate, folderLink],
  );
  useParentKey(folder, container, openFolder);

  const afterDelete = useCallback(() => {
    setSelected([]);
    reload();
  }, [reload]);
  const deleteEntries = useDeleteEntries(store, afterDelete);
  const actions = useMemo<EntryActions>(
    () => ({
      folderLink,
      onDownload: (entry) =>
        store
          .download(entry.path)
          .then((blob) => saveBlob(blob, entry.name))
          .catch(report),
      onHistory,
      onDelete: (entry) => deleteEntries([entry.path]),
      onSendByAs2,
    }),
    [folderLink, store, report, onHistory, deleteEntries, onSendByAs2],
  );
  const columns = useFileColumns(sort, actions);

  const emptyText = listing.loading
    ? ' '
    : prefix
      ? t('list.noMatch', { prefix })
      : t('list.empty');

  return (
    <Flex vertical gap={12} ref={container}>
      <FolderBreadcrumb folder={folder} folderLink={folderLink} />
      <BrowserToolbar
        filter={filter}
        onFilter={(text) => {
          setFilter(text);
          setSelected([]);
        }}
        selected={selected.length}
        refreshing={listing.loading}
        onNewFolder={() => setCreating(true)}
        onUpload={onUpload}
        onDeleteSelected={() => deleteEntries(selected)}
        onTrash={onTrash}
        onRefresh={reload}
      />
      {listing.failed ? (
        <LoadError
          // A folder that went away (or never was) says so, with the way back to the root.
          title={isNotFound(listing.error) ? failureText(listing.error) : t('list.loadFailed')}
          onRetry={reload}
          extra={
            isNotFound(listing.error) && (
              <Link to={folderLink(FILE_ROOT)}>{t('list.toRoot', { root: FILE_ROOT })}</Link>
            )
          }
        />
      ) : (
        <div
          role="table"
          aria-label={t('list.label')}
          aria-busy={listing.loading}
          // Only the rows in view are drawn: the count says how many there are (and the header).
          aria-rowcount={listing.total + 1}
        >
          <Table<FileEntry>
            virtual
            components={VIRTUAL_TABLE_ROLES}
            rowKey="path"
            size="small"
            columns={columns}
            dataSource={listing.entries}
            loading={quietSpinner(listing.loading)}
            pagination={false}
            scroll={{ x: TABLE_WIDTH, y: LIST_HEIGHT }}
            locale={{ emptyText }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys as string[]),
            }}
            onChange={(_pagination, _filters, sorter) => {
              setSort(sortFromTable(sorter));
              setSelected([]);
            }}
            onScroll={(event) => {
              if (listing.hasMore && nearBottom(event.currentTarget, PREFETCH_MARGIN))
                listing.loadMore();
            }}
            onRow={(entry, index = 0) => ({
              'aria-rowindex': index + 2,
              ...(entry.type === 'Directory' && {
                tabIndex: 0,
                onKeyDown: (event) => {
                  if (event.key === 'Enter' && event.target === event.currentTarget)
                    openFolder(entry.path);
                },
              }),
            })}
          />
        </div>
      )}
      <Flex gap={8} align="center">
        <Typography.Text type="secondary" aria-live="polite">
          {t('list.loaded', { loaded: listing.entries.length, total: listing.total })}
          {selected.length > 0 && ` · ${t('list.selected', { count: selected.length })}`}
        </Typography.Text>
        {listing.loadingMore && <Spin size="small" aria-label={t('list.loadingMore')} />}
      </Flex>
      {creating && (
        <MkdirModal
          store={store}
          folder={folder}
          onClose={() => setCreating(false)}
          onCreated={(entry) => {
            void message.success(t('folder.created', { name: entry.name }));
            reload();
          }}
        />
      )}
    </Flex>
  );
}
