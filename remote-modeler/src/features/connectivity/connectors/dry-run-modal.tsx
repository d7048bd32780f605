import { useResource, type ConnectorDetail } from '@console/shared';
import { Alert, Modal, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScriptEditor } from '../script-editor/script-editor';
import { fetchCommandScript } from './api';
import { DryRunPanel } from './dry-run-panel';

/** A command connector's script, read-only, and a dry run of the connector. */
export function DryRunModal({
  connector,
  onClose,
}: {
  connector: ConnectorDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('modeler');
  const { packageId, commandId } = connector;
  const loader = useMemo(
    () => (packageId && commandId ? () => fetchCommandScript(packageId, commandId) : null),
    [packageId, commandId],
  );
  const command = useResource(loader);

  return (
    <Modal
      open
      destroyOnHidden
      width="90%"
      title={t('conn.dryRun.title', { name: connector.name })}
      footer={null}
      onCancel={onClose}
    >
      {!loader || command.failed ? (
        <Alert type="warning" showIcon title={t('conn.command.noScript')} />
      ) : command.data ? (
        <ScriptEditor
          value={command.data.script}
          readOnly
          paramNames={command.data.paramsMeta.map((field) => field.name)}
          height={280}
        />
      ) : (
        <Spin />
      )}
      <div style={{ marginTop: 16 }}>
        <DryRunPanel target={() => ({ connectorId: connector.id })} />
      </div>
    </Modal>
  );
}
