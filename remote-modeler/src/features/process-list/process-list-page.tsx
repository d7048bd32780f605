import { useFormatTime, useResource, useSession } from '@console/shared';
import { ListActions, LoadError, useUrlListQuery } from '@console/shared/ui';
import { ImportOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeployDialog } from '../../components/deploy-dialog';
import { fetchDeployedFlows, fetchDrafts } from './api';
import { filterRows, flowRows, type FlowRow, type FlowStatus } from './flow-rows';
import { FlowRowActions } from './flow-row-actions';
import { ImportModal } from './import-modal';
import { VersionsTable } from './versions-table';
import { useFlowActions } from './use-flow-actions';

const loadRows = async () => {
  const [drafts, deployed] = await Promise.all([fetchDrafts(), fetchDeployedFlows()]);
  return flowRows(drafts, deployed);
};

const statusOf = (value: string | null): FlowStatus | null =>
  value === 'deployed' || value === 'undeployed' ? value : null;

/**
 * /mainModeler/modelerProcess: drafts and deployed flows in one list (SPEC §2, §3). The name,
 * the status and the page live in the URL, so the list can be bookmarked and Back restores it.
 */
export default function ProcessListPage() {
  const { t } = useTranslation('modeler');
  const formatTime = useFormatTime();
  const navigate = useNavigate();
  const ownBpId = useSession((state) => state.tokenInfo?.bpId ?? null);
  const { params, setQuery, pagination } = useUrlListQuery();
  const name = params.get('name') ?? '';
  const status = statusOf(params.get('status'));
  const { data, error, loading, reload } = useResource(loadRows, { keepPrevious: true });
  const rows = useMemo(() => filterRows(data ?? [], name, status), [data, name, status]);
  const [importing, setImporting] = useState(false);
  const [deploying, setDeploying] = useState<FlowRow | null>(null);
  const actions = useFlowActions(reload);

  if (!data && error) return <LoadError title={t('list.loadFailed')} onRetry={reload} />;

  const time = (value: string | null | undefined) => (value ? formatTime(value) : '—');

  return (
    <Card
      title={t('list.title')}
      extra={
        <ListActions
          createLabel={t('list.new')}
          onCreate={() => navigate('/mainModeler/modelerDiagram')}
          onRefresh={reload}
          refreshing={loading}
        >
          <Input.Search
            key={name}
            allowClear
            defaultValue={name}
            placeholder={t('list.filter')}
            aria-label={t('list.filter')}
            onSearch={(text) => setQuery({ name: text.trim(), page: undefined })}
            style={{ width: 220 }}
          />
          <Select<FlowStatus | ''>
            aria-label={t('list.status')}
            value={status ?? ''}
            style={{ width: 150 }}
            onChange={(value) => setQuery({ status: value, page: undefined })}
            options={[
              { value: '', label: t('list.anyStatus') },
              { value: 'deployed', label: t('list.deployed') },
              { value: 'undeployed', label: t('list.undeployed') },
            ]}
          />
          <Button icon={<ImportOutlined aria-hidden />} onClick={() => setImporting(true)}>
            {t('list.import')}
          </Button>
        </ListActions>
      }
    >
      <Table<FlowRow>
        rowKey="rowKey"
        // Narrower than its columns (1280 or 1024 px), the table scrolls; the actions stay in view.
        scroll={{ x: 'max-content' }}
        loading={loading && !data}
        dataSource={rows}
        locale={{ emptyText: t(name || status ? 'list.noMatch' : 'list.empty') }}
        expandable={{
          rowExpandable: (row) => row.versions.length > 0,
          expandedRowRender: (row) => <VersionsTable row={row} actions={actions} />,
        }}
        pagination={pagination(rows.length)}
        columns={[
          { title: t('list.column.name'), dataIndex: 'name', ellipsis: true, width: 200 },
          {
            title: t('list.column.id'),
            key: 'id',
            ellipsis: true,
            width: 160,
            render: (_, row) => row.draftId ?? row.versions[0]?.id,
          },
          {
            title: t('list.column.status'),
            dataIndex: 'status',
            render: (value: FlowStatus, row) => (
              <>
                <Tag color={value === 'deployed' ? 'success' : 'default'}>{t(`list.${value}`)}</Tag>
                {row.versions[0]?.suspended && <Tag color="warning">{t('list.suspended')}</Tag>}
              </>
            ),
          },
          { title: t('list.column.modifyTime'), dataIndex: 'modifyTime', render: time },
          {
            title: t('list.column.deployedTime'),
            key: 'deployTime',
            render: (_, row) => time(row.versions[0]?.deployTime),
          },
          {
            title: t('list.column.deployment'),
            key: 'deployment',
            ellipsis: true,
            width: 200,
            render: (_, row) =>
              row.versions[0]
                ? `${row.versions[0].deploymentName} (${row.versions[0].deploymentId})`
                : '—',
          },
          {
            title: t('list.column.version'),
            key: 'version',
            render: (_, row) => row.versions[0]?.version ?? '—',
          },
          {
            title: t('list.column.key'),
            dataIndex: 'key',
            ellipsis: true,
            width: 160,
            render: (key) => key ?? '—',
          },
          {
            title: t('common:action.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, row) => (
              <FlowRowActions row={row} actions={actions} onDeploy={() => setDeploying(row)} />
            ),
          },
        ]}
      />
      {importing && (
        <ImportModal ownBpId={ownBpId} onClose={() => setImporting(false)} onImported={reload} />
      )}
      {deploying?.draft && (
        <DeployDialog
          flowName={deploying.name}
          tempFlowId={deploying.draft.id}
          xml={deploying.draft.xml}
          onClose={() => setDeploying(null)}
          onDeployed={reload}
        />
      )}
    </Card>
  );
}
