import {
  EMAIL_MAX_LENGTH,
  formRules,
  USER_LIMITS,
  USERNAME_PATTERN,
  type PartnerWithUsers,
  type RoleRecord,
  type UserView,
} from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { App, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { createPartnerUser, updatePartnerUser } from './api';
import { confirmRules, passwordRules } from './password-rules';
import type { UserFormValues } from './types';
import { toCreateBody, toFormValues, toUpdateBody } from './user-form';

/** Creating a user of `partner`, or modifying `user`. */
export type UserEditing =
  | { kind: 'create'; partner: Pick<PartnerWithUsers, 'id' | 'name'> }
  | { kind: 'edit'; user: UserView };

interface UserFormModalProps {
  editing: UserEditing;
  roles: RoleRecord[];
  rolesLoading: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** The user form for POST /api/bpUser (with a password) or PUT /api/bpUser. */
export function UserFormModal({
  editing,
  roles,
  rolesLoading,
  onClose,
  onSaved,
}: UserFormModalProps) {
  const { t } = useTranslation('partners');
  const { message } = App.useApp();
  const creating = editing.kind === 'create';
  const usernameLabel = t('users.form.username');
  const displayNameLabel = t('users.form.displayName');

  const submit = async (values: UserFormValues) => {
    const saved =
      editing.kind === 'create'
        ? await createPartnerUser(toCreateBody(editing.partner.id, values))
        : await updatePartnerUser(toUpdateBody(values));
    void message.success(
      t(creating ? 'users.created' : 'users.updated', { username: saved.username }),
    );
    onSaved();
  };

  return (
    <FormModal<UserFormValues>
      title={
        editing.kind === 'create'
          ? t('users.form.createTitle', { partner: editing.partner.name })
          : t('users.form.editTitle', { username: editing.user.username })
      }
      okText={creating ? t('common:action.create') : t('common:action.save')}
      initialValues={editing.kind === 'edit' ? toFormValues(editing.user) : { roleIds: [] }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="username"
        label={usernameLabel}
        rules={[
          formRules.required(usernameLabel),
          formRules.maxLength(usernameLabel, USER_LIMITS.username),
          { pattern: USERNAME_PATTERN, message: t('users.validation.usernameChars') },
        ]}
      >
        <Input disabled={!creating} autoComplete="off" autoFocus={creating} />
      </Form.Item>
      {creating && (
        <>
          <Form.Item name="password" label={t('users.form.password')} rules={passwordRules(t)}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('users.form.confirmPassword')}
            dependencies={['password']}
            rules={confirmRules(t, 'password')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="email"
        label={t('users.form.email')}
        rules={[
          formRules.emailRequired(),
          formRules.email(),
          formRules.maxLength(t('users.form.email'), EMAIL_MAX_LENGTH),
        ]}
      >
        <Input type="email" autoComplete="off" autoFocus={!creating} />
      </Form.Item>
      <Form.Item
        name="displayName"
        label={displayNameLabel}
        rules={[formRules.maxLength(displayNameLabel, USER_LIMITS.displayName)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="roleIds"
        label={t('users.form.roles')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('users.validation.rolesRequired') },
        ]}
      >
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={rolesLoading}
          placeholder={t('users.form.rolesPlaceholder')}
          options={roles.map((role) => ({
            value: role.id,
            label: role.roleName,
            title: role.description,
          }))}
        />
      </Form.Item>
    </FormModal>
  );
}
