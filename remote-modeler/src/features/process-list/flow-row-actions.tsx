import {
  ApiOutlined,
  CloudUploadOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
} from '@ant-design/icons';
import { StartInstanceButton } from '@console/shared/ui';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { editorPath, bindingPath } from '../../components/paths';
import type { FlowRow } from './flow-rows';
import type { useFlowActions } from './use-flow-actions';

type Actions = ReturnType<typeof useFlowActions>;

/**
 * An icon button named by its label (screen readers, tests and the tooltip read it): a row
 * holds up to six, which as text links made the list wider than a 1440 px window.
 */
function Action(props: { icon: ReactNode; label: string; onClick: () => void; danger?: boolean }) {
  return (
    <Tooltip title={props.label}>
      <Button
        type="text"
        size="small"
        danger={props.danger}
        aria-label={props.label}
        icon={<span aria-hidden>{props.icon}</span>}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/**
 * A row's actions: edit, deploy (a draft), start an instance (deployed), binding, export, then
 * remove or delete.
 */
export function FlowRowActions(props: { row: FlowRow; actions: Actions; onDeploy: () => void }) {
  const { row, actions, onDeploy } = props;
  const { t } = useTranslation('modeler');
  const navigate = useNavigate();
  const latest = row.versions[0];
  return (
    <Flex gap={2}>
      <Action
        icon={<EditOutlined />}
        label={t('list.action.edit')}
        onClick={() =>
          navigate(
            editorPath(row.draftId === null ? { definitionId: latest.id } : { id: row.draftId }),
          )
        }
      />
      {row.draft && (
        <Action icon={<CloudUploadOutlined />} label={t('list.action.deploy')} onClick={onDeploy} />
      )}
      {latest && (
        <StartInstanceButton
          type="text"
          size="small"
          iconOnly
          target={{
            key: latest.key,
            definitionId: latest.id,
            name: row.name,
            version: latest.version,
          }}
        />
      )}
      {row.key && (
        <Action
          icon={<ApiOutlined />}
          label={t('list.action.binding')}
          onClick={() => navigate(bindingPath(row.key ?? '', row.draftId))}
        />
      )}
      <Action
        icon={<DownloadOutlined />}
        label={t('list.action.export')}
        onClick={() => actions.download(row)}
      />
      {latest ? (
        <Action
          danger
          icon={<DeleteOutlined />}
          label={t('list.action.remove')}
          onClick={() => void actions.removeVersion(row, latest)}
        />
      ) : (
        <Action
          danger
          icon={<DeleteOutlined />}
          label={t('list.action.deleteDraft')}
          onClick={() => actions.deleteUndeployed(row)}
        />
      )}
    </Flex>
  );
}
