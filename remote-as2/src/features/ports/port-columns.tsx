import { CodeOutlined, SendOutlined } from '@ant-design/icons';
import { useFormatTime, type Port, type PortKind } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { Flex, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { asyncMdnAddress, inboundAddress, PortAddress } from './port-address';

export interface PortActions {
  onEdit: (port: Port) => void;
  onEditJson: (port: Port) => void;
  onDelete: (port: Port) => void;
  /** Send ports only: "Send a test file". */
  onSendTest: (port: Port) => void;
}

/** Signing, encryption, compression and MDN at a glance. */
function SecurityTags({ port }: { port: Port }) {
  const { t } = useTranslation('as2');
  return (
    <Space size={[4, 4]} wrap>
      {port.signed && (
        <Tag color="blue">{t('port.tag.signed', { algorithm: port.signAlgorithm })}</Tag>
      )}
      {port.encrypted && (
        <Tag color="purple">{t('port.tag.encrypted', { algorithm: port.encryptAlgorithm })}</Tag>
      )}
      {port.compressed && <Tag color="cyan">{t('port.tag.compressed')}</Tag>}
      <Tag>
        {t(`port.tag.mdn.${port.mdnMode}`)}
        {port.mdnSigned ? ` · ${t('port.tag.mdnSigned')}` : ''}
      </Tag>
    </Space>
  );
}

/** The columns of the send and receive port tables. */
export function usePortColumns(kind: PortKind, actions: PortActions): ColumnsType<Port> {
  const { t } = useTranslation('as2');
  const formatTime = useFormatTime();
  return useMemo(() => {
    const columns: ColumnsType<Port> = [
      { title: t('port.field.name'), dataIndex: 'name', key: 'name', fixed: 'left' },
      { title: t('port.field.messageType'), dataIndex: 'messageType', key: 'messageType' },
      {
        title: t('port.column.route'),
        key: 'route',
        render: (_value, port) => (
          <Typography.Text>
            {port.from} → {port.to}
          </Typography.Text>
        ),
      },
    ];
    if (kind === 'send') {
      columns.push(
        { title: t('port.field.url'), dataIndex: 'url', key: 'url', ellipsis: true },
        {
          title: t('port.asyncMdnAddress'),
          key: 'asyncMdn',
          render: (_value, port) => (
            <PortAddress address={asyncMdnAddress(port.id)} hint={t('port.asyncMdnCopy')} />
          ),
        },
      );
    } else {
      columns.push({
        title: t('port.inboundAddress'),
        key: 'inbound',
        render: (_value, port) => (
          <PortAddress address={inboundAddress(port)} hint={t('port.inboundCopy')} />
        ),
      });
    }
    columns.push(
      {
        title: t(kind === 'send' ? 'port.column.timeoutRetries' : 'port.column.timeout'),
        dataIndex: 'timeout',
        key: 'timeout',
        render: (value: number, port) => (
          <Flex vertical>
            <span>{t('port.seconds', { count: value })}</span>
            {kind === 'send' && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {port.retryCount
                  ? t('port.retries', { count: port.retryCount, interval: port.retryInterval })
                  : t('port.noRetries')}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        title: t('port.column.security'),
        key: 'security',
        render: (_value, port) => <SecurityTags port={port} />,
      },
      {
        title: t('port.column.updateTime'),
        dataIndex: 'updateTime',
        key: 'updateTime',
        render: (value: string) => formatTime(value),
      },
      {
        title: t('common:action.actions'),
        key: 'actions',
        fixed: 'right',
        render: (_value, port) => (
          <RowActions
            actions={[
              ...(kind === 'send'
                ? [
                    {
                      key: 'send',
                      label: t('port.sendTest.action'),
                      icon: <SendOutlined />,
                      onClick: () => actions.onSendTest(port),
                    },
                  ]
                : []),
              {
                key: 'json',
                label: t('port.editJson'),
                icon: <CodeOutlined />,
                onClick: () => actions.onEditJson(port),
              },
            ]}
            onEdit={() => actions.onEdit(port)}
            onDelete={() => actions.onDelete(port)}
          />
        ),
      },
    );
    return columns;
  }, [kind, actions, t, formatTime]);
}
