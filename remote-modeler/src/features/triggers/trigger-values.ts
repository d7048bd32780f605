import type { Trigger, TriggerForm, TriggerKind } from '@console/shared';
import { variablesOf, variablesText } from '../automation-common/json-fields';

/** What a timer does when it fires: start a flow, or correlate a message. */
export type TimerAction = 'flow' | 'message';

/** The trigger form's values (variables as the JSON text typed). */
export interface TriggerValues {
  name: string;
  type: TriggerKind;
  description?: string;
  schedule?: string;
  timezone?: string;
  action: TimerAction;
  processKey?: string;
  messageName?: string;
  variables?: string;
  monitorId?: number;
  eventConnectorId?: number;
  active: boolean;
}

/** The form's values for a trigger, or a new timer's defaults (the user's timezone). */
export function initialTriggerValues(
  trigger: Trigger | undefined,
  timezone: string,
): Partial<TriggerValues> {
  if (!trigger) return { type: 'timer', action: 'flow', timezone, active: true };
  return {
    name: trigger.name,
    type: trigger.type,
    description: trigger.description,
    schedule: trigger.schedule ?? undefined,
    timezone: trigger.timezone ?? (trigger.type === 'timer' ? 'UTC' : timezone),
    action: trigger.messageName && !trigger.processKey ? 'message' : 'flow',
    processKey: trigger.processKey ?? undefined,
    messageName: trigger.messageName ?? undefined,
    variables: variablesText(trigger.variables),
    monitorId: trigger.monitorId ?? undefined,
    eventConnectorId: trigger.eventConnectorId ?? undefined,
    active: trigger.active,
  };
}

const textOrNull = (text: string | undefined) => text?.trim() || null;

/**
 * The body of a save: a timer's schedule, timezone, flow or message and variables; an event
 * trigger's monitor and event connector. The other type's fields are sent empty.
 */
export function triggerBody(values: TriggerValues): TriggerForm {
  const common = {
    name: values.name.trim(),
    type: values.type,
    description: values.description?.trim() ?? '',
    active: values.active,
  };
  if (values.type === 'event') {
    return {
      ...common,
      monitorId: values.monitorId ?? null,
      eventConnectorId: values.eventConnectorId ?? null,
      processKey: null,
      messageName: null,
      schedule: null,
      timezone: null,
      variables: {},
    };
  }
  const message = values.action === 'message';
  return {
    ...common,
    schedule: textOrNull(values.schedule),
    timezone: values.timezone || null,
    processKey: message ? null : (values.processKey ?? null),
    messageName: message ? textOrNull(values.messageName) : null,
    variables: variablesOf(values.variables),
    monitorId: null,
    eventConnectorId: null,
  };
}

/** A saved trigger as a PUT body (PUT replaces it), e.g. to switch it on or off. */
export const savedBody = (trigger: Trigger): TriggerForm & { id: number } => ({
  id: trigger.id,
  name: trigger.name,
  type: trigger.type,
  description: trigger.description,
  processKey: trigger.processKey,
  messageName: trigger.messageName,
  schedule: trigger.schedule,
  timezone: trigger.timezone,
  monitorId: trigger.monitorId,
  eventConnectorId: trigger.eventConnectorId,
  variables: trigger.variables,
  active: trigger.active,
});
