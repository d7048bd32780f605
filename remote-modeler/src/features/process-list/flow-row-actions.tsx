import {
  ApiOutlined,
  CloudUploadOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
} from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { editorPath, bindingPath } from '../../components/paths';
import type { FlowRow } from './flow-rows';
import type { useFlowActions } from './use-flow-actions';

type Actions = ReturnType<typeof useFlowActions>;

function Action(props: { icon: ReactNode; label: string; onClick: () => void; danger?: boolean }) {
  return (
    <Button
      type="link"
      size="small"
      danger={props.danger}
      icon={<span aria-hidden>{props.icon}</span>}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
}

/** A row's actions: edit, deploy (a draft), binding, export, then remove or delete. */
export function FlowRowActions(props: { row: FlowRow; actions: Actions; onDeploy: () => void }) {
  const { row, actions, onDeploy } = props;
  const { t } = useTranslation('modeler');
  const navigate = useNavigate();
  const latest = row.versions[0];
  return (
    <Flex gap={2} wrap>
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
