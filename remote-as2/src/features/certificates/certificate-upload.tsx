import { InboxOutlined } from '@ant-design/icons';
import { formatBytes, UPLOAD_MAX_BYTES } from '@console/shared';
import { useReportError } from '@console/shared/ui';
import { App, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadCertificate } from './api';
import { PasswordModal } from './password-modal';
import { CERTIFICATE_ACCEPT, needsPassword, uploadProblem } from './upload-checks';

interface CertificateUploadProps {
  /** Names already stored: choosing one of them asks before overwriting. */
  existingNames: string[];
  onUploaded: () => void;
}

interface Pending {
  file: File;
  overwrite: boolean;
}

/**
 * Drop zone for certificate files: checks size and type first, asks before overwriting,
 * asks for a PKCS#12 password, then uploads with a progress bar.
 */
export function CertificateUpload({ existingNames, onUploaded }: CertificateUploadProps) {
  const { t } = useTranslation('as2');
  const { message, modal } = App.useApp();
  const report = useReportError();
  const [progress, setProgress] = useState<number | null>(null);
  const [awaitingPassword, setAwaitingPassword] = useState<Pending | null>(null);

  const send = async ({ file, overwrite }: Pending, password?: string) => {
    setProgress(0);
    try {
      await uploadCertificate({ file, password, overwrite }, setProgress);
      message.success(t('common:upload.success'));
      onUploaded();
    } finally {
      setProgress(null);
    }
  };

  const start = async (file: File) => {
    const problem = uploadProblem(file);
    if (problem) {
      message.error(t(`common:upload.${problem}`));
      return;
    }
    let overwrite = false;
    if (existingNames.includes(file.name)) {
      const confirmed = await modal.confirm({
        title: t('common:upload.overwriteTitle', { name: file.name }),
        content: t('common:upload.overwriteContent'),
        okText: t('certificates.overwrite'),
        cancelText: t('common:action.cancel'),
      });
      if (!confirmed) return;
      overwrite = true;
    }
    if (needsPassword(file.name)) {
      setAwaitingPassword({ file, overwrite });
      return;
    }
    await send({ file, overwrite }).catch(report);
  };

  const uploading = progress !== null;
  return (
    <>
      <Upload.Dragger
        accept={{ format: CERTIFICATE_ACCEPT, filter: 'native' }}
        multiple={false}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          void start(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <Typography.Paragraph>{t('certificates.upload.hint')}</Typography.Paragraph>
        <Typography.Text type="secondary">
          {t('certificates.upload.accepted', {
            types: CERTIFICATE_ACCEPT.replaceAll(',', ' '),
            size: formatBytes(UPLOAD_MAX_BYTES),
          })}
        </Typography.Text>
      </Upload.Dragger>
      {uploading && (
        <Progress percent={progress} size="small" aria-label={t('certificates.upload.progress')} />
      )}
      {awaitingPassword && (
        <PasswordModal
          fileName={awaitingPassword.file.name}
          onCancel={() => setAwaitingPassword(null)}
          onSubmit={(password) => send(awaitingPassword, password)}
        />
      )}
    </>
  );
}
