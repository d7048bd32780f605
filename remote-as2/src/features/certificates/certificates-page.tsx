import { useResource } from '@console/shared';
import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';
import { saveBlob } from '../../components/save-blob';
import { deleteCertificate, downloadCertificate, listCertificates } from './api';
import { useCertificateColumns, type CertificateRow } from './certificate-columns';
import { CertificateUpload } from './certificate-upload';
import { expiryState, needsAttention } from './expiry';
import { ExpiryAlert } from './expiry-alert';
import type { Certificate } from './types';

/** The certificates with their expiry state as of the moment they were fetched. */
async function loadRows(): Promise<CertificateRow[]> {
  const list = await listCertificates();
  const now = Date.now();
  return list.map((item) => ({ ...item, expiry: expiryState(item.validTo, now) }));
}

/** /as2Setting/certificateManagement/index: the tenant's certificate files. */
export default function CertificatesPage() {
  const { t } = useTranslation('as2');
  const { message, modal } = App.useApp();
  const certificates = useResource(loadRows);
  const { reload } = certificates;
  const rows = certificates.data ?? [];
  const flagged = rows
    .filter((row) => needsAttention(row.expiry))
    .map((row) => ({ certificate: row, state: row.expiry }));

  const actions = useMemo(
    () => ({
      onDownload: async ({ name }: Certificate) => {
        try {
          saveBlob(await downloadCertificate(name), name);
        } catch {
          // The client has already shown why.
        }
      },
      onDelete: ({ name }: Certificate) =>
        modal.confirm({
          title: t('certificates.deleteTitle', { name }),
          content: t('certificates.deleteContent'),
          okText: t('common:action.delete'),
          okButtonProps: { danger: true },
          cancelText: t('common:action.cancel'),
          onOk: async () => {
            try {
              await deleteCertificate(name);
              message.success(t('common:message.deleted', { name }));
              reload();
            } catch {
              // The client has shown the server's reason, e.g. the ports that use it.
            }
          },
        }),
    }),
    [t, message, modal, reload],
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
            <LoadFailed title={t('certificates.loadFailed')} onRetry={reload} />
          ) : (
            t('certificates.empty')
          ),
        }}
      />
    </Flex>
  );
}
