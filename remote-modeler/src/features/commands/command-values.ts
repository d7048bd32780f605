import type { Command, CommandForm, CommandParameters, ParamValue } from '@console/shared';
import { parametersOf } from '../connectivity/params-form/param-values';
import { variablesOf, variablesText } from '../automation-common/json-fields';

/** The command form's values. */
export interface CommandValues {
  name: string;
  description?: string;
  connectorId?: number;
  /** A package command's fields. */
  parameters?: Record<string, ParamValue | undefined>;
  /** A compose or HTTP connector's: the variables its run starts with, as JSON text. */
  variables?: string;
  schedule?: string;
  timezone?: string;
  active: boolean;
}

/** The form's values for a command, or a new one's defaults (the user's timezone, off). */
export function initialCommandValues(
  command: Command | undefined,
  timezone: string,
): Partial<CommandValues> {
  if (!command) return { timezone, active: false };
  return {
    name: command.name,
    description: command.description,
    connectorId: command.connectorId,
    parameters: command.parameters as Record<string, ParamValue>,
    variables: variablesText(command.parameters),
    schedule: command.schedule ?? undefined,
    timezone: command.timezone ?? 'UTC',
    active: command.active,
  };
}

/**
 * The body of a save. A package command's parameters are its fields (a Secret left as it was
 * is left out, so it keeps its value); a compose or HTTP connector's are the variables typed.
 */
export function commandBody(values: CommandValues, form: CommandParameters): CommandForm {
  return {
    name: values.name.trim(),
    description: values.description?.trim() ?? '',
    connectorId: form.connectorId,
    parameters: form.paramsMeta.length
      ? parametersOf(form.paramsMeta, values.parameters)
      : variablesOf(values.variables),
    schedule: values.schedule?.trim() || null,
    timezone: values.timezone || null,
    active: values.active,
  };
}

/** A saved command as a PUT body (its secrets left out keep their values), e.g. to switch it. */
export const savedCommandBody = (command: Command): CommandForm & { id: number } => ({
  id: command.id,
  name: command.name,
  description: command.description,
  connectorId: command.connectorId,
  parameters: command.parameters,
  schedule: command.schedule,
  timezone: command.timezone,
  active: command.active,
});
