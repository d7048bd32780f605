import type { CommandPackage, ConnectorDetail } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { useTranslation } from 'react-i18next';
import { ConnectorFields } from '../common/connector-fields';
import { createComposeConnector, updateComposeConnector } from './api';
import { composeStepsOf, stepsOf, type StepValues } from './compose-steps';
import { StepList } from './step-list';

interface ComposeValues {
  name: string;
  description?: string;
  timeout: number;
  steps?: StepValues[];
}

const DEFAULT_TIMEOUT_MS = 60_000;

/** Creates or edits a compose connector: its steps run one after the other, in order. */
export function ComposeModal({
  connector,
  packages,
  onClose,
  onSaved,
}: {
  connector?: ConnectorDetail;
  packages: readonly CommandPackage[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('modeler');

  const submit = async (values: ComposeValues) => {
    const body = {
      name: values.name.trim(),
      description: values.description ?? '',
      timeout: values.timeout,
      steps: composeStepsOf(values.steps),
    };
    if (connector) await updateComposeConnector({ ...body, id: connector.id });
    else await createComposeConnector(body);
    onSaved();
  };

  return (
    <FormModal<ComposeValues>
      title={
        connector
          ? t('conn.compose.editTitle', { name: connector.name })
          : t('conn.compose.newTitle')
      }
      width={760}
      okText={t('common:action.save')}
      failureTitle={t(connector ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={{
        name: connector?.name,
        description: connector?.description,
        timeout: connector?.timeout ?? DEFAULT_TIMEOUT_MS,
        steps: connector ? stepsOf(connector) : [{ parameters: {} }],
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <ConnectorFields />
      <StepList packages={packages} />
    </FormModal>
  );
}
