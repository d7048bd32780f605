import { InboxOutlined } from '@ant-design/icons';
import type { As2Log, Port } from '@console/shared';
import { Alert, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendTestFile } from './api';

/** What the partner made of the file: the log entry's outcome in words. */
function Outcome({ log }: { log: As2Log }) {
  const { t } = useTranslation('as2');
  if (log.status === 'success') {
    return (
      <Alert type="success" showIcon title={t('port.sendTest.sent', { mdn: log.mdnStatus })} />
    );
  }
  if (log.status === 'pending') {
    return <Alert type="info" showIcon title={t('port.sendTest.pending')} />;
  }
  return (
    <Alert
      type="error"
      showIcon
      title={t('port.sendTest.failed')}
      description={[log.mdnStatus, log.errorMessage].filter(Boolean).join(' · ')}
    />
  );
}

/**
 * "Send a test file" (issue 28 §6): a file sent through the port as it is set up, and what
 * the partner answered, with the message id to find in the AS2 logs.
 */
export function SendTestFileModal({ port, onClose }: { port: Port; onClose: () => void }) {
  const { t } = useTranslation('as2');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<As2Log | null>(null);

  const send = async () => {
    if (!file) return;
    setSending(true);
    setResult(null);
    try {
      setResult(await sendTestFile(port.id, file));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t('port.sendTest.title', { name: port.name })}
      okText={t('port.sendTest.send')}
      onOk={send}
      okButtonProps={{ disabled: !file, loading: sending }}
      cancelText={t('common:action.close')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('port.sendTest.hint', { url: port.url })}
      </Typography.Paragraph>
      <Upload.Dragger
        maxCount={1}
        beforeUpload={(chosen) => {
          setFile(chosen);
          setResult(null);
          return false;
        }}
        onRemove={() => setFile(null)}
        fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('port.sendTest.drop')}</p>
      </Upload.Dragger>
      {result && (
        <div style={{ marginTop: 16 }}>
          <Outcome log={result} />
          <Typography.Text type="secondary" copyable={{ text: result.messageId }}>
            {t('port.sendTest.messageId', { messageId: result.messageId })}
          </Typography.Text>
        </div>
      )}
    </Modal>
  );
}
