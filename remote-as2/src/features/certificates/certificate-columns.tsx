import { DownloadOutlined } from '@ant-design/icons';
import { extensionOf, formatBytes, useFormatTime, type Certificate } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpiryState } from './expiry';
import { ExpiryTag } from './expiry-tag';

/** A row of the table: the certificate and where it stands on its expiry date. */
export interface CertificateRow extends Certificate {
  expiry: ExpiryState;
}

interface CertificateActions {
  onDownload: (certificate: Certificate) => void;
  onDelete: (certificate: Certificate) => void;
}

const longText = (value: string) => (
  <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 220 }}>
    {value}
  </Typography.Text>
);

/** The columns of the certificate table. */
export function useCertificateColumns(actions: CertificateActions): ColumnsType<CertificateRow> {
  const { t } = useTranslation('as2');
  const formatTime = useFormatTime();
  return useMemo(
    () => [
      {
        title: t('certificates.column.name'),
        dataIndex: 'name',
        key: 'name',
        fixed: 'left',
        render: (name: string, row) => (
          <Space size={4}>
            <Tooltip title={row.fingerprint ? `SHA-256 ${row.fingerprint}` : undefined}>
              <Typography.Text>{name}</Typography.Text>
            </Tooltip>
            {row.hasPrivateKey && <Tag>{t('certificates.privateKey')}</Tag>}
          </Space>
        ),
      },
      {
        title: t('certificates.column.type'),
        key: 'type',
        render: (_value, row) => row.type || extensionOf(row.name).toUpperCase(),
      },
      {
        title: t('certificates.column.size'),
        dataIndex: 'size',
        key: 'size',
        render: (size: number) => formatBytes(size),
      },
      {
        title: t('certificates.column.subject'),
        dataIndex: 'subject',
        key: 'subject',
        render: longText,
      },
      {
        title: t('certificates.column.issuer'),
        dataIndex: 'issuer',
        key: 'issuer',
        render: longText,
      },
      {
        title: t('certificates.column.serialNumber'),
        dataIndex: 'serialNumber',
        key: 'serialNumber',
        render: longText,
      },
      {
        title: t('certificates.column.validFrom'),
        dataIndex: 'validFrom',
        key: 'validFrom',
        render: (value: string) => formatTime(value),
      },
      {
        title: t('certificates.column.validTo'),
        dataIndex: 'validTo',
        key: 'validTo',
        render: (value: string) => formatTime(value),
      },
      {
        title: t('certificates.column.status'),
        key: 'status',
        render: (_value, row) => <ExpiryTag state={row.expiry} />,
      },
      {
        title: t('certificates.column.usedBy'),
        dataIndex: 'usedBy',
        key: 'usedBy',
        render: (usedBy: string[]) =>
          usedBy?.length ? (
            <Space size={[4, 4]} wrap>
              {usedBy.map((port) => (
                <Tag key={port}>{port}</Tag>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('certificates.unused')}</Typography.Text>
          ),
      },
      {
        title: t('common:action.actions'),
        key: 'actions',
        fixed: 'right',
        render: (_value, row) => (
          <RowActions
            actions={[
              {
                key: 'download',
                label: t('common:action.download'),
                icon: <DownloadOutlined />,
                onClick: () => actions.onDownload(row),
              },
            ]}
            onDelete={() => actions.onDelete(row)}
          />
        ),
      },
    ],
    [t, formatTime, actions],
  );
}
