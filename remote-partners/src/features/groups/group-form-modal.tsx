import { formRules, PARTNER_LIMITS, type GroupForm, type GroupRecord } from '@console/shared';
import { FormModal, NameItem } from '@console/shared/ui';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { createGroup, updateGroup } from './api';
import type { GroupTreeNode } from './types';

/** Adding a sub-group under `parent`, or editing `node`. */
export type GroupEditing =
  { kind: 'create'; parent: GroupTreeNode } | { kind: 'edit'; node: GroupTreeNode };

interface GroupFormModalProps {
  editing: GroupEditing;
  onClose: () => void;
  onSaved: (group: GroupRecord) => void;
}

export const trimGroupForm = ({ name, description }: GroupForm): GroupForm => ({
  name: name.trim(),
  description: description.trim(),
});

/** The group form (name and description, both required) for POST or PUT /api/bpg. */
export function GroupFormModal({ editing, onClose, onSaved }: GroupFormModalProps) {
  const { t } = useTranslation('partners');
  const { message } = App.useApp();
  const nameLabel = t('groups.form.name');
  const descriptionLabel = t('groups.form.description');

  const submit = async (values: GroupForm) => {
    const form = trimGroupForm(values);
    const saved =
      editing.kind === 'create'
        ? await createGroup(editing.parent.key, form)
        : await updateGroup({ id: editing.node.key, ...form });
    void message.success(
      t(editing.kind === 'create' ? 'groups.created' : 'groups.updated', { name: saved.name }),
    );
    onSaved(saved);
  };

  return (
    <FormModal<GroupForm>
      title={
        editing.kind === 'create'
          ? t('groups.form.createTitle', { parent: editing.parent.title })
          : t('groups.form.editTitle', { name: editing.node.title })
      }
      okText={editing.kind === 'create' ? t('common:action.create') : t('common:action.save')}
      initialValues={
        editing.kind === 'edit'
          ? { name: editing.node.title, description: editing.node.description }
          : undefined
      }
      onSubmit={submit}
      onClose={onClose}
    >
      <NameItem label={nameLabel} max={PARTNER_LIMITS.name} />
      <Form.Item
        name="description"
        label={descriptionLabel}
        rules={[
          formRules.required(descriptionLabel),
          formRules.maxLength(descriptionLabel, PARTNER_LIMITS.description),
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormModal>
  );
}
