import { useFormatTime, type Resource } from '@console/shared';
import { ListActions, LoadError, useUrlListQuery } from '@console/shared/ui';
import { Flex, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Row {
  id: number | string;
  name: string;
  description?: string | null;
  modifyTime?: string;
}

interface ConnectivityTableProps<T extends Row> {
  resource: Resource<T[]>;
  /** The columns between name and the row's actions (description and modified are added). */
  columns: ColumnsType<T>;
  actions: (row: T) => ReactNode;
  createLabel: string;
  onCreate: () => void;
  /** Further buttons beside Create. */
  extra?: ReactNode;
  loadFailed: string;
  /** The texts the search matches (the name alone unless given) and its placeholder. */
  search?: { textsOf: (row: T) => (string | null | undefined)[]; label: string };
}

/**
 * A connectivity list: the server sends it whole, so the filter (by name, or by the texts a
 * list chooses) and the pages (10 rows by default, SPEC §9) are applied here, and kept in the
 * URL like the other lists.
 */
export function ConnectivityTable<T extends Row>({
  resource,
  columns,
  actions,
  createLabel,
  onCreate,
  extra,
  loadFailed,
  search,
}: ConnectivityTableProps<T>) {
  const { t } = useTranslation('modeler');
  const formatTime = useFormatTime();
  const { params, setQuery, pagination } = useUrlListQuery();
  const name = params.get('name') ?? '';
  const { data, error, loading, reload } = resource;
  const textsOf = search?.textsOf;
  const rows = useMemo(() => {
    const needle = name.trim().toLowerCase();
    const texts = textsOf ?? ((row: T) => [row.name]);
    return (data ?? []).filter((row) =>
      texts(row).some((text) => text?.toLowerCase().includes(needle)),
    );
  }, [data, name, textsOf]);
  const filterLabel = search?.label ?? t('conn.list.filter');

  if (!data && error) return <LoadError title={loadFailed} onRetry={reload} />;

  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <ListActions
          createLabel={createLabel}
          onCreate={onCreate}
          onRefresh={reload}
          refreshing={loading}
        >
          <Input.Search
            key={name}
            allowClear
            defaultValue={name}
            placeholder={filterLabel}
            aria-label={filterLabel}
            onSearch={(text) => setQuery({ name: text.trim(), page: undefined })}
            style={{ width: search ? 300 : 220 }}
          />
          {extra}
        </ListActions>
      </Flex>
      <Table<T>
        rowKey="id"
        loading={loading && !data}
        dataSource={rows}
        locale={{ emptyText: t(name ? 'conn.list.noMatch' : 'conn.list.empty') }}
        pagination={pagination(rows.length)}
        columns={[
          { title: t('conn.field.name'), dataIndex: 'name' },
          ...columns,
          { title: t('conn.field.description'), dataIndex: 'description' },
          {
            title: t('conn.field.modifyTime'),
            dataIndex: 'modifyTime',
            render: (value?: string) => (value ? formatTime(value) : '—'),
          },
          {
            title: t('common:action.actions'),
            key: 'actions',
            render: (_, row) => actions(row),
          },
        ]}
      />
    </Flex>
  );
}
