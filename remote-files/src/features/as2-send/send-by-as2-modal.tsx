import { useResource, type As2Log, type FileEntry } from '@console/shared';
import { failureText } from '@console/shared/ui';
import { Alert, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSendPortNames, sendStoredFile } from './api';
import { PortChoice } from './port-choice';
import { SendOutcome } from './send-outcome';

interface SendByAs2ModalProps {
  /** A file of the tenant's file store: the server reads it there by its path. */
  entry: FileEntry;
  onClose: () => void;
}

/**
 * "Send by AS2" (issue 28 §2): a stored file sent to a partner through a send port, and what
 * the partner answered. Open while mounted. While the file is on its way the dialog cannot be
 * closed, so its outcome and Message-ID are not lost.
 */
export function SendByAs2Modal({ entry, onClose }: SendByAs2ModalProps) {
  const { t } = useTranslation('files');
  const ports = useResource(getSendPortNames);
  const [portId, setPortId] = useState<number>();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<As2Log | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    if (portId === undefined) return;
    setSending(true);
    setResult(null);
    setFailure(null);
    try {
      setResult(await sendStoredFile(portId, { path: entry.path }));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

  const choose = (id: number) => {
    setPortId(id);
    setResult(null);
    setFailure(null);
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={t('as2Send.title', { name: entry.name })}
      okText={t('as2Send.send')}
      onOk={() => void send()}
      okButtonProps={{ disabled: portId === undefined, loading: sending }}
      cancelText={t('common:action.close')}
      cancelButtonProps={{ disabled: sending }}
      onCancel={() => {
        if (!sending) onClose();
      }}
      closable={!sending}
      keyboard={!sending}
      mask={{ closable: false }}
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {t('as2Send.hint', { path: entry.path })}
        </Typography.Text>
        <PortChoice ports={ports} value={portId} onChange={choose} disabled={sending} />
        {failure && (
          <Alert type="error" showIcon title={t('as2Send.sendFailed')} description={failure} />
        )}
        {result && <SendOutcome log={result} />}
      </Flex>
    </Modal>
  );
}
