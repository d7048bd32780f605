import {
  PARTNER_LIMITS,
  type GroupDetail,
  type PartnerForm,
  type PartnerRow,
} from '@console/shared';
import { EmailItem, FormModal, NameItem } from '@console/shared/ui';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { createPartner, updatePartner } from './api';
import { trimPartnerForm } from './partner-form';

/** Creating a BP in `group`, or editing `partner`. */
export type PartnerEditing =
  | { kind: 'create'; group: Pick<GroupDetail, 'id' | 'name'> }
  | { kind: 'edit'; partner: PartnerRow };

interface PartnerFormModalProps {
  editing: PartnerEditing;
  onClose: () => void;
  onSaved: () => void;
}

/** The BP form (name and email) for POST or PUT /api/bp. */
export function PartnerFormModal({ editing, onClose, onSaved }: PartnerFormModalProps) {
  const { t } = useTranslation('partners');
  const { message } = App.useApp();
  const nameLabel = t('partners.form.name');
  const emailLabel = t('partners.form.email');

  const submit = async (values: PartnerForm) => {
    const form = trimPartnerForm(values);
    const saved =
      editing.kind === 'create'
        ? await createPartner(editing.group.id, form)
        : await updatePartner({ id: editing.partner.id, ...form });
    void message.success(
      t(editing.kind === 'create' ? 'partners.created' : 'partners.updated', { name: saved.name }),
    );
    onSaved();
  };

  return (
    <FormModal<PartnerForm>
      title={
        editing.kind === 'create'
          ? t('partners.form.createTitle', { group: editing.group.name })
          : t('partners.form.editTitle', { name: editing.partner.name })
      }
      okText={editing.kind === 'create' ? t('common:action.create') : t('common:action.save')}
      initialValues={
        editing.kind === 'edit'
          ? { name: editing.partner.name, email: editing.partner.email }
          : undefined
      }
      onSubmit={submit}
      onClose={onClose}
    >
      <NameItem label={nameLabel} max={PARTNER_LIMITS.name} />
      <EmailItem label={emailLabel} />
    </FormModal>
  );
}
