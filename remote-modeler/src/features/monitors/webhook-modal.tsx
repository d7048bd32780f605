import { WEBHOOK_SIGNATURE_HEADER, type MonitorSaved } from '@console/shared';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the webhook answers: the console's own origin serves the API. */
const webhookUrl = (path: string) => `${window.location.origin}${path}`;

/**
 * A new web API monitor's webhook: its address and its secret, which the server answers only
 * to the create call. Once this closes, nobody can read the secret again.
 */
export function WebhookModal({ saved, onClose }: { saved: MonitorSaved; onClose: () => void }) {
  const { t } = useTranslation('modeler');
  return (
    <Modal
      open
      title={t('monitors.webapi.webhookTitle', { name: saved.name })}
      onCancel={onClose}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        title={t('monitors.webapi.secretOnce')}
        style={{ marginBottom: 16 }}
      />
      <Descriptions column={1} bordered size="small">
        {saved.webhookPath && (
          <Descriptions.Item label={t('monitors.webapi.webhookUrl')}>
            <Typography.Text copyable data-testid="webhook-url">
              {webhookUrl(saved.webhookPath)}
            </Typography.Text>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('monitors.webapi.secret')}>
          <Typography.Text code copyable data-testid="webhook-secret">
            {saved.webhookSecret}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('monitors.webapi.signHelp', { header: WEBHOOK_SIGNATURE_HEADER })}
      </Typography.Paragraph>
    </Modal>
  );
}
