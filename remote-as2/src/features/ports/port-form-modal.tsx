import { useResource, type Port, type PortKind } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { addPort, listCertificateNames, updatePort } from './api';
import { PortFormFields } from './port-form-fields';
import { portRules } from './port-rules';
import { NEW_PORT_VALUES, toFormValues, toPortBody } from './port-values';
import type { PortFormValues } from './types';

interface PortFormModalProps {
  kind: PortKind;
  /** The port to edit; a new one when absent. */
  port?: Port;
  onClose: () => void;
  onSaved: (port: Port) => void;
}

/** Creates or edits a port. A failed save keeps the modal open with everything typed. */
export function PortFormModal({ kind, port, onClose, onSaved }: PortFormModalProps) {
  const { t } = useTranslation('as2');
  const { message } = App.useApp();
  const certificates = useResource(listCertificateNames);
  // Rebuilt per render so that the messages follow the current language.
  const rules = portRules(kind);

  const submit = async (values: PortFormValues) => {
    const body = toPortBody(kind, values);
    const saved = port ? await updatePort(kind, port.id, body) : await addPort(kind, body);
    message.success(t(port ? 'port.updated' : 'port.created', { name: saved.name }));
    onSaved(saved);
  };

  return (
    <FormModal<PortFormValues>
      title={
        port ? t(`ports.${kind}.editTitle`, { name: port.name }) : t(`ports.${kind}.createTitle`)
      }
      width={800}
      okText={t('common:action.save')}
      failureTitle={t(port ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={port ? toFormValues(port) : NEW_PORT_VALUES}
      onSubmit={submit}
      onClose={onClose}
    >
      <PortFormFields
        kind={kind}
        rules={rules}
        certificateNames={certificates.data ?? []}
        certificatesLoading={certificates.loading}
        passwordStored={Boolean(port?.hasSelfCertificatePassword)}
        portId={port?.id}
      />
    </FormModal>
  );
}
