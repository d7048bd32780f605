import { useResource } from '@console/shared';
import { Alert, App, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPort, listCertificateNames, updatePort } from './api';
import type { PortKind } from './constants';
import { PortFormFields } from './port-form-fields';
import { portRules } from './port-rules';
import { NEW_PORT_VALUES, toFormValues, toPortBody } from './port-values';
import type { Port, PortFormValues } from './types';

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
  const [form] = Form.useForm<PortFormValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const certificates = useResource(listCertificateNames);
  // Rebuilt per render so that the messages follow the current language.
  const rules = portRules(kind);

  const save = async (values: PortFormValues) => {
    setSaving(true);
    setFailure(null);
    try {
      const body = toPortBody(kind, values);
      const saved = port ? await updatePort(kind, port.id, body) : await addPort(kind, body);
      message.success(t(port ? 'port.updated' : 'port.created', { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      // The client has shown the server's message; this keeps it beside the form.
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const title = port
    ? t(`ports.${kind}.editTitle`, { name: port.name })
    : t(`ports.${kind}.createTitle`);

  return (
    <Modal
      open
      title={title}
      width={800}
      destroyOnHidden
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: saving }}
      onCancel={onClose}
      modalRender={(dom) => (
        <Form<PortFormValues>
          form={form}
          layout="vertical"
          initialValues={port ? toFormValues(port) : NEW_PORT_VALUES}
          onFinish={save}
          scrollToFirstError
        >
          {dom}
        </Form>
      )}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t(port ? 'common:message.updateFailed' : 'common:message.creationFailed')}
          description={failure}
        />
      )}
      <PortFormFields
        kind={kind}
        rules={rules}
        certificateNames={certificates.data ?? []}
        certificatesLoading={certificates.loading}
        passwordStored={Boolean(port?.hasSelfCertificatePassword)}
      />
    </Modal>
  );
}
