import type { PackageCommand } from '@console/shared';
import { useReportError } from '@console/shared/ui';
import { CodeOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCommandPackages, fetchPackageCommands } from './api';

/** The tenant's own commands (the platform's are read-only), read when the menu opens. */
async function loadOwnCommands(): Promise<PackageCommand[]> {
  const own = (await fetchCommandPackages()).filter((each) => !each.builtIn);
  const lists = await Promise.all(own.map((each) => fetchPackageCommands(each.id)));
  return lists.flat();
}

/**
 * "Edit a command": every command of the tenant's own packages, so that one no connector runs
 * yet can be edited too (a connector's row offers its own command as well).
 */
export function OwnCommandsMenu({ onPick }: { onPick: (command: PackageCommand) => void }) {
  const { t } = useTranslation('modeler');
  const report = useReportError();
  const [commands, setCommands] = useState<PackageCommand[]>();
  const [loading, setLoading] = useState(false);
  const load = (open: boolean) => {
    if (!open) return;
    setLoading(true);
    loadOwnCommands()
      .then(setCommands, report)
      .finally(() => setLoading(false));
  };
  const items: MenuProps['items'] =
    commands === undefined
      ? []
      : commands.length === 0
        ? [{ key: 'none', label: t('conn.command.noOwn'), disabled: true }]
        : commands.map((command) => ({
            key: `${command.packageId}/${command.id}`,
            label: `${command.packageId} / ${command.id} — ${command.name}`,
            onClick: () => onPick(command),
          }));
  return (
    <Dropdown menu={{ items }} trigger={['click']} onOpenChange={load}>
      <Button icon={<CodeOutlined aria-hidden />} loading={loading}>
        {t('conn.command.editOwn')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
