import type { CommandPackage, ConnectorDetail } from '@console/shared';
import { ConnectorFields } from '../common/connector-fields';
import { ConnectorFormModal, type ConnectorBaseValues } from '../common/connector-form-modal';
import { createComposeConnector, updateComposeConnector } from './api';
import { composeStepsOf, stepsOf, type StepValues } from './compose-steps';
import { StepList } from './step-list';

interface ComposeValues extends ConnectorBaseValues {
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
  return (
    <ConnectorFormModal<
      ComposeValues,
      { steps: ReturnType<typeof composeStepsOf>; timeout: number }
    >
      kind="compose"
      connector={connector}
      width={760}
      initialValues={{
        timeout: connector?.timeout ?? DEFAULT_TIMEOUT_MS,
        steps: connector ? stepsOf(connector) : [{ parameters: {} }],
      }}
      // The compose connector's timeout is required (the form asks for it).
      body={(values) => ({
        steps: composeStepsOf(values.steps),
        timeout: values.timeout ?? DEFAULT_TIMEOUT_MS,
      })}
      create={createComposeConnector}
      update={updateComposeConnector}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ConnectorFields />
      <StepList packages={packages} />
    </ConnectorFormModal>
  );
}
