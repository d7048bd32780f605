import { compareVersions, type MarketChanges, type MarketPackage } from '@console/shared';
import { useReportError } from '@console/shared/ui';
import { Alert, App, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upgradePackage } from './api';

interface UpgradeModalProps {
  pkg: MarketPackage;
  changes: MarketChanges;
  onClose: () => void;
  onDone: () => void;
}

const commandNames = (pkg: MarketPackage, version: string, ids: string[]) => {
  const commands = pkg.versions.find((v) => v.version === version)?.commands ?? [];
  return ids.map((id) => commands.find((c) => c.id === id)?.name ?? id);
};

/** Upgrade: what the newer version adds, changes and takes away, and whom it concerns. */
export function UpgradeModal({ pkg, changes, onClose, onDone }: UpgradeModalProps) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const report = useReportError();
  const [busy, setBusy] = useState(false);
  const between = pkg.versions.filter(
    (v) =>
      compareVersions(v.version, changes.from) > 0 && compareVersions(v.version, changes.to) <= 0,
  );
  const blocked = changes.blocking.length > 0;
  const upgrade = async () => {
    setBusy(true);
    try {
      await upgradePackage(pkg.id, changes.to);
      void message.success(t('market.upgraded'));
      onDone();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  const section = (key: 'added' | 'changed' | 'removed', version: string) =>
    changes[key].length > 0 && (
      <div>
        <Typography.Text strong>{t(`market.${key}`)}: </Typography.Text>
        {commandNames(pkg, version, changes[key]).map((name) => (
          <Tag key={name}>{name}</Tag>
        ))}
      </div>
    );
  const nothing = !changes.added.length && !changes.changed.length && !changes.removed.length;
  return (
    <Modal
      open
      title={t('market.upgradeTitle', { name: pkg.name, from: changes.from, to: changes.to })}
      okText={t('market.upgrade')}
      okButtonProps={{ disabled: blocked }}
      onOk={() => void upgrade()}
      confirmLoading={busy}
      onCancel={onClose}
      width={640}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {between.map((v) => (
          <Typography.Paragraph key={v.version} style={{ marginBottom: 0 }}>
            <Typography.Text strong>{v.version}</Typography.Text> — {v.changelog}
          </Typography.Paragraph>
        ))}
        {section('added', changes.to)}
        {section('changed', changes.to)}
        {section('removed', changes.from)}
        {nothing && <Typography.Text>{t('market.nothingChanges')}</Typography.Text>}
        {changes.following.length > 0 && (
          <Alert
            type="info"
            title={t('market.following')}
            description={changes.following.join(', ')}
          />
        )}
        {blocked && (
          <Alert
            type="error"
            title={t('market.blocking')}
            description={changes.blocking.join(', ')}
          />
        )}
      </Space>
    </Modal>
  );
}
