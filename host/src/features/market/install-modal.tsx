import type { MarketPackage } from '@console/shared';
import { useReportError } from '@console/shared/ui';
import { App, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installPackage } from './api';
import { PackageCommands } from './package-commands';

interface InstallModalProps {
  pkg: MarketPackage;
  onClose: () => void;
  onDone: () => void;
}

/** Install: a version (the latest unless another is chosen), with what it brings. */
export function InstallModal({ pkg, onClose, onDone }: InstallModalProps) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const report = useReportError();
  const [version, setVersion] = useState(pkg.latestVersion);
  const [busy, setBusy] = useState(false);
  const release = pkg.versions.find((v) => v.version === version) ?? pkg.versions[0];
  const install = async () => {
    setBusy(true);
    try {
      await installPackage(pkg.id, version);
      void message.success(t('market.installed'));
      onDone();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('market.installTitle', { name: pkg.name })}
      okText={t('market.install')}
      onOk={() => void install()}
      confirmLoading={busy}
      onCancel={onClose}
      width={640}
    >
      <Form layout="vertical">
        <Form.Item label={t('market.version')} htmlFor="market-install-version">
          <Select
            id="market-install-version"
            value={version}
            onChange={setVersion}
            options={[...pkg.versions]
              .reverse()
              .map((v) => ({ value: v.version, label: v.version }))}
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph>
        <Typography.Text strong>{t('market.changelog')}: </Typography.Text>
        {release.changelog}
      </Typography.Paragraph>
      <PackageCommands
        version={release.version}
        commands={release.commands}
        usedBy={{}}
        installed={false}
      />
    </Modal>
  );
}
