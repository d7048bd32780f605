import { ReloadOutlined } from '@ant-design/icons';
import { useResource, type Certificate } from '@console/shared';
import { LoadError, saveBlob, useConfirmDelete, useReportError } from '@console/shared/ui';
import { App, Button, Flex, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCertificate, downloadCertificate, listCertificates } from './api';
import { useCertificateColumns, type CertificateRow } from './certificate-columns';
import { CertificateUpload } from './certificate-upload';
import { expiryState, needsAttention } from './expiry';
import { ExpiryAlert } from './expiry-alert';

/** The certificates with their expiry state as of the moment they were fetched. */
async function loadRows(): Promise<CertificateRow[]> {
  const list = await listCertificates();
  const now = Date.now();
  return list.map((item) => ({ ...item, expiry: expiryState(item.validTo, now) }));
}

/** /as2Setting/certificateManagement/index: the tenant's certificate files. */
export default function CertificatesPage() {
  const { t } = useTranslation('as2');
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const report = useReportError();
  const certificates = useResource(loadRows);
  const { reload } = certificates;
  const rows = certificates.data ?? [];
  const flagged = rows
    .filter((row) => needsAttention(row.expiry))
    .map((row) => ({ certificate: row, state: row.expiry }));

  const actions = useMemo(
    () => ({
      onDownload: ({ name }: Certificate) =>
        downloadCertificate(name)
          .then((blob) => saveBlob(blob, name))
          .catch(report),
      // A refusal (e.g. the ports that still use it) is the server's reason, shown by the client.
      onDelete: ({ name }: Certificate) =>
        confirmDelete({
          title: t('certificates.deleteTitle', { name }),
          content: t('certificates.deleteContent'),
          onConfirm: async () => {
            await deleteCertificate(name);
            message.success(t('common:message.deleted', { name }));
            reload();
          },
        }),
    }),
    [t, message, confirmDelete, report, reload],
  );
  const columns = useCertificateColumns(actions);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('certificates.title')}
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={reload}>
          {t('common:action.refresh')}
        </Button>
      </Flex>
      <ExpiryAlert flagged={flagged} />
      <CertificateUpload existingNames={rows.map((row) => row.name)} onUploaded={reload} />
      <Table<CertificateRow>
        rowKey="name"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={certificates.loading}
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, hideOnSinglePage: true }}
        locale={{
          emptyText: certificates.failed ? (
            <LoadError title={t('certificates.loadFailed')} onRetry={reload} />
          ) : (
            t('certificates.empty')
          ),
        }}
      />
    </Flex>
  );
}
