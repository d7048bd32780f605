import type { CommandPackage, ConnectorDetail, ParamMeta, ParamValue } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { useTranslation } from 'react-i18next';
import { CommandChoice } from '../common/command-choice';
import { CategoryItem, ConnectorFields } from '../common/connector-fields';
import { initialParameters, parametersOf } from '../params-form/param-values';
import { createCommandConnector, fetchPackageCommands, updateCommandConnector } from './api';

interface ConnectorValues {
  packageId: string;
  commandId: string;
  name: string;
  description?: string;
  category?: string;
  timeout: number;
  parameters?: Record<string, ParamValue | undefined>;
  paramsMeta?: ParamMeta[];
  secretsSet?: string[];
}

/** A new connector waits this long by default (ms). */
const DEFAULT_TIMEOUT_MS = 60_000;

interface ConnectorModalProps {
  /** Absent for a new connector; else as completeCommandConnector answers it. */
  connector?: ConnectorDetail;
  packages: readonly CommandPackage[];
  onClose: () => void;
  onSaved: () => void;
}

/** Creates a command connector (package, command, then its fields) or edits one. */
export function ConnectorModal({ connector, packages, onClose, onSaved }: ConnectorModalProps) {
  const { t } = useTranslation('modeler');

  const submit = async (values: ConnectorValues) => {
    const body = {
      name: values.name.trim(),
      description: values.description ?? '',
      category: values.category ?? '',
      timeout: values.timeout,
      packageId: values.packageId,
      commandId: values.commandId,
      parameters: parametersOf(values.paramsMeta ?? [], values.parameters),
    };
    if (connector) await updateCommandConnector({ ...body, id: connector.id });
    else await createCommandConnector(body);
    onSaved();
  };

  return (
    <FormModal<ConnectorValues>
      title={
        connector
          ? t('conn.connector.editTitle', { name: connector.name })
          : t('conn.connector.newTitle')
      }
      width={720}
      okText={t('common:action.save')}
      failureTitle={t(connector ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={{
        packageId: connector?.packageId ?? undefined,
        commandId: connector?.commandId ?? undefined,
        name: connector?.name,
        description: connector?.description,
        category: connector?.category,
        timeout: connector?.timeout ?? DEFAULT_TIMEOUT_MS,
        parameters: initialParameters(connector?.paramsMeta ?? [], connector?.parameters),
        secretsSet: connector?.secretsSet ?? [],
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <CommandChoice
        packages={packages}
        fetchCommands={fetchPackageCommands}
        name={[]}
        path={[]}
        fixed={connector !== undefined}
        savedMeta={connector?.paramsMeta}
      >
        <ConnectorFields />
        <CategoryItem />
      </CommandChoice>
    </FormModal>
  );
}
