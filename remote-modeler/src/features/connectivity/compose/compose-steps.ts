import type { ComposeStep, ConnectorDetail, ParamMeta, ParamValue } from '@console/shared';
import { initialParameters, parametersOf } from '../params-form/param-values';

/** One step as the form holds it. */
export interface StepValues {
  packageId?: string;
  commandId?: string;
  parameters?: Record<string, ParamValue | undefined>;
  paramsMeta?: ParamMeta[];
  /** The saved step's secrets that have a value (never the value). */
  secretsSet?: string[];
  /** Where the step was when read: a secret left out keeps that step's (moves do not matter). */
  savedStep?: number;
}

const isStep = (value: unknown): value is ComposeStep =>
  typeof value === 'object' &&
  value !== null &&
  'packageCommandInfo' in value &&
  'commandConnector' in value;

/**
 * The steps of a saved compose connector. The contract does not say where ConnectorDetail
 * keeps them; the server sends them as `parameters.steps`, in ComposeStep's shape.
 */
export function stepsOf(connector: ConnectorDetail | undefined): StepValues[] {
  const steps = connector?.parameters.steps;
  if (!Array.isArray(steps)) return [];
  return steps.flatMap((step: unknown, at) =>
    isStep(step)
      ? [
          {
            packageId: step.packageCommandInfo.packageId,
            commandId: step.packageCommandInfo.connectorId,
            paramsMeta: step.commandConnector.paramsMeta,
            parameters: initialParameters(
              step.commandConnector.paramsMeta ?? [],
              step.commandConnector.parameters,
            ),
            secretsSet: step.commandConnector.secretsSet ?? [],
            savedStep: at,
          },
        ]
      : [],
  );
}

/** The steps to send, in the order the form shows them. */
export const composeStepsOf = (steps: readonly StepValues[] = []): ComposeStep[] =>
  steps.map((step) => ({
    packageCommandInfo: { packageId: step.packageId ?? '', connectorId: step.commandId ?? '' },
    commandConnector: {
      parameters: parametersOf(step.paramsMeta ?? [], step.parameters),
      paramsMeta: step.paramsMeta,
      ...(step.savedStep === undefined ? {} : { savedStep: step.savedStep }),
    },
  }));
