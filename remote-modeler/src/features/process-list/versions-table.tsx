import { useFormatTime, type DeployedFlow } from '@console/shared';
import { DeleteOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { editorPath } from '../../components/paths';
import type { FlowRow } from './flow-rows';
import type { useFlowActions } from './use-flow-actions';

/** The deployed versions of a row, each to edit (as a new draft), export or remove. */
export function VersionsTable(props: { row: FlowRow; actions: ReturnType<typeof useFlowActions> }) {
  const { row, actions } = props;
  const { t } = useTranslation('modeler');
  const formatTime = useFormatTime();
  const navigate = useNavigate();
  return (
    <Table<DeployedFlow>
      size="small"
      rowKey="id"
      title={() => t('list.versions')}
      pagination={false}
      dataSource={row.versions}
      columns={[
        { title: t('list.column.version'), dataIndex: 'version' },
        { title: t('list.column.id'), dataIndex: 'id' },
        {
          title: t('list.column.deployment'),
          key: 'deployment',
          render: (_, flow) => `${flow.deploymentName} (${flow.deploymentId})`,
        },
        { title: t('list.column.deployedTime'), dataIndex: 'deployTime', render: formatTime },
        {
          title: t('list.column.status'),
          dataIndex: 'suspended',
          render: (suspended: boolean) =>
            suspended ? <Tag color="warning">{t('list.suspended')}</Tag> : null,
        },
        {
          title: t('common:action.actions'),
          key: 'actions',
          render: (_, flow) => (
            <Flex gap={2}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined aria-hidden />}
                onClick={() => navigate(editorPath({ definitionId: flow.id }))}
              >
                {t('list.action.edit')}
              </Button>
              <Button
                type="link"
                size="small"
                icon={<DownloadOutlined aria-hidden />}
                onClick={() => actions.download(row, flow)}
              >
                {t('list.action.export')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => void actions.removeVersion(row, flow)}
              >
                {t('list.action.remove')}
              </Button>
            </Flex>
          ),
        },
      ]}
    />
  );
}
