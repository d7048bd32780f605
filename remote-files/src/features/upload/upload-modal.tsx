import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StoreApi } from '../../store-api';
import { UploadPanel } from './upload-panel';

interface UploadModalProps {
  open: boolean;
  store: StoreApi;
  folder: string;
  onUploaded: () => void;
  onClose: () => void;
}

/**
 * The uploader over the browser. It stays mounted when closed, so uploads under way go on and
 * their rows are still there when it opens again.
 */
export function UploadModal({ open, store, folder, onUploaded, onClose }: UploadModalProps) {
  const { t } = useTranslation('files');
  return (
    <Modal
      open={open}
      width={720}
      title={t('upload.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common:action.close')}</Button>}
    >
      <UploadPanel store={store} folder={folder} onUploaded={onUploaded} />
    </Modal>
  );
}
