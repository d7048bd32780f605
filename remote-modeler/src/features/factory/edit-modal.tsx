import { FormModal } from '@console/shared/ui';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateEntry } from './api';
import { nameRules } from './name-rules';
import { TagsItem } from './tags-item';
import { isFolder, type EntryChange, type FactoryEntry } from './types';

interface EditValues {
  name: string;
  tags: string[];
}

/** PUT /api/bpmnFile: a file's new name and tags, or a folder's new name. */
export function EditModal({
  entry,
  tagNames,
  onSaved,
  onClose,
}: {
  entry: FactoryEntry;
  tagNames: string[];
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const folder = isFolder(entry);

  const submit = async ({ name, tags }: EditValues) => {
    const change: EntryChange = { path: entry.path };
    if (name !== entry.fileName) change.newName = name;
    if (!folder) change.tags = tags;
    await updateEntry(change);
    void message.success(t('factory.edit.saved'));
    onSaved();
  };

  return (
    <FormModal<EditValues>
      title={t(folder ? 'factory.edit.folderTitle' : 'factory.edit.fileTitle', {
        name: entry.fileName,
      })}
      okText={t('common:action.save')}
      failureTitle={t('common:message.updateFailed')}
      initialValues={{ name: entry.fileName, tags: entry.tags }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('factory.edit.name')} rules={nameRules(t, !folder)}>
        <Input autoFocus autoComplete="off" />
      </Form.Item>
      {!folder && <TagsItem label={t('factory.edit.tags')} tagNames={tagNames} />}
    </FormModal>
  );
}
