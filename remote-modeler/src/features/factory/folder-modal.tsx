import { FormModal } from '@console/shared/ui';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { createFolder } from './api';
import { folderLabel } from './folder-label';
import { nameRules } from './name-rules';

/** POST /api/bpmnDir: a new folder inside `dir`; the server's refusal stays above the field. */
export function FolderModal({
  dir,
  onCreated,
  onClose,
}: {
  dir: string;
  onCreated: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('modeler');
  return (
    <FormModal<{ name: string }>
      title={t('factory.folder.title')}
      okText={t('common:action.create')}
      failureTitle={t('common:message.creationFailed')}
      onClose={onClose}
      onSubmit={async ({ name }) => {
        await createFolder(dir, name);
        onCreated();
      }}
    >
      <Form.Item
        name="name"
        label={t('factory.folder.name')}
        extra={t('factory.folder.inside', { folder: folderLabel(dir, t) })}
        rules={nameRules(t, false)}
      >
        <Input autoFocus autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
