import { useFormatTime, useResource, useSession, type MarketPackage } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Alert, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCatalogue } from './api';
import { InstallModal } from './install-modal';
import { PackageCommands } from './package-commands';
import { UpgradeModal } from './upgrade-modal';
import { useRemovePackage } from './use-remove-package';

type Dialog = { kind: 'install' | 'upgrade'; pkg: MarketPackage } | null;

/** The version whose commands a row shows: the installed one, else the latest. */
const shownVersion = (pkg: MarketPackage) =>
  pkg.versions.find((v) => v.version === pkg.installed?.version) ??
  pkg.versions[pkg.versions.length - 1];

const matches = (pkg: MarketPackage, filter: string) =>
  !filter || `${pkg.name} ${pkg.id}`.toLowerCase().includes(filter.trim().toLowerCase());

/** /account/market: the platform's connector packages, installed, upgraded and removed here. */
export default function MarketPage() {
  const { t } = useTranslation('host');
  const admin = useSession((s) => s.role) === 'admin';
  const formatTime = useFormatTime();
  const catalogue = useResource(fetchCatalogue);
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const reload = catalogue.reload;
  const done = () => {
    setDialog(null);
    reload();
  };
  const remove = useRemovePackage(reload);
  const rows = useMemo(
    () => (catalogue.data ?? []).filter((pkg) => matches(pkg, filter)),
    [catalogue.data, filter],
  );

  const columns: ColumnsType<MarketPackage> = [
    {
      title: t('market.column.name'),
      key: 'name',
      render: (_, pkg) => (
        <Space orientation="vertical" size={0}>
          <Space wrap>
            <Typography.Text strong>{pkg.name}</Typography.Text>
            <Typography.Text type="secondary">{pkg.id}</Typography.Text>
            {pkg.defaultVersion && <Tag>{t('market.byDefault')}</Tag>}
          </Space>
          <Typography.Text>{pkg.description}</Typography.Text>
          <Typography.Text type="secondary">
            {t('market.commandCount', { count: shownVersion(pkg).commands.length })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('market.column.installed'),
      key: 'installed',
      render: (_, pkg) =>
        pkg.installed ? (
          <Space wrap>
            <Tag color="blue">{pkg.installed.version}</Tag>
            {pkg.upgrade && <Tag color="gold">{t('market.upgradeAvailable')}</Tag>}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('market.notInstalled')}</Typography.Text>
        ),
    },
    { title: t('market.column.latest'), dataIndex: 'latestVersion', key: 'latest' },
    ...(admin
      ? [
          {
            title: t('market.column.actions'),
            key: 'actions',
            render: (_: unknown, pkg: MarketPackage) => (
              <Space wrap>
                {!pkg.installed && (
                  <Button type="primary" onClick={() => setDialog({ kind: 'install', pkg })}>
                    {t('market.install')}
                  </Button>
                )}
                {pkg.upgrade && (
                  <Button onClick={() => setDialog({ kind: 'upgrade', pkg })}>
                    {t('market.upgrade')}
                  </Button>
                )}
                {pkg.installed && (
                  <Button danger onClick={() => remove(pkg)}>
                    {t('market.remove')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  if (catalogue.failed && !catalogue.data) {
    return <LoadError title={t('market.loadFailed')} onRetry={reload} />;
  }
  return (
    <Card title={t('market.title')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('market.intro')}</Typography.Paragraph>
        {!admin && <Alert type="info" title={t('market.readOnly')} />}
        <Input.Search
          allowClear
          aria-label={t('market.search')}
          placeholder={t('market.search')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Table
          rowKey="id"
          loading={catalogue.loading}
          dataSource={rows}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: catalogue.data?.length ? t('market.noMatch') : t('market.empty'),
          }}
          expandable={{
            expandedRowRender: (pkg) => (
              <>
                {pkg.installed && (
                  <Typography.Paragraph type="secondary">
                    {t('market.installedBy', {
                      user: pkg.installed.installedBy,
                      time: formatTime(pkg.installed.installedAt),
                    })}
                  </Typography.Paragraph>
                )}
                <PackageCommands
                  version={shownVersion(pkg).version}
                  commands={shownVersion(pkg).commands}
                  usedBy={pkg.usedBy}
                  installed={!!pkg.installed}
                />
              </>
            ),
          }}
        />
      </Space>
      {dialog?.kind === 'install' && (
        <InstallModal pkg={dialog.pkg} onClose={() => setDialog(null)} onDone={done} />
      )}
      {dialog?.kind === 'upgrade' && dialog.pkg.upgrade && (
        <UpgradeModal
          pkg={dialog.pkg}
          changes={dialog.pkg.upgrade}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
    </Card>
  );
}
