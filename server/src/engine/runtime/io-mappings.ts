import { resolveTemplate } from '../bpmn/expressions';

/**
 * camunda:inputOutput as Camunda 7 runs it (IoMapping, InputParameter, OutputParameter): each
 * input is evaluated in the scope around the activity and becomes a local variable of it;
 * each output is evaluated in the activity's scope (its locals over what it inherits) and set
 * on the process. A parameter's value is trimmed text (`${…}` expressions resolved; empty text
 * is null), a camunda:list or a camunda:map, nested at will.
 */

/** A value source as the serialized BPMN context holds it (camunda moddle elements). */
interface ValueElement {
  $type: string;
  name?: string;
  key?: string;
  value?: string;
  definition?: ValueElement;
  items?: ValueElement[];
  entries?: ValueElement[];
}

export interface IoMapping {
  inputs: ValueElement[];
  outputs: ValueElement[];
}

/** Variables by name in one scope, innermost last when scopes are merged. */
export type Scope = Record<string, unknown>;

interface BehaviourLike {
  extensionElements?: {
    values?: {
      $type?: string;
      inputParameters?: ValueElement[];
      outputParameters?: ValueElement[];
    }[];
  };
}

/** The activity's camunda:inputOutput, or null when it has none. */
export function ioMappingOf(behaviour: BehaviourLike | undefined): IoMapping | null {
  const io = behaviour?.extensionElements?.values?.find(
    (value) => value.$type === 'camunda:InputOutput',
  );
  if (!io) return null;
  const inputs = io.inputParameters ?? [];
  const outputs = io.outputParameters ?? [];
  return inputs.length || outputs.length ? { inputs, outputs } : null;
}

function textValue(text: string | undefined, scope: Scope): unknown {
  const trimmed = text?.trim() ?? '';
  return trimmed ? resolveTemplate(trimmed, scope) : null;
}

/** A nested value: a list, a map, or text (camunda:value, an entry, a parameter). */
function valueOf(element: ValueElement, scope: Scope): unknown {
  switch (element.$type) {
    case 'camunda:List':
      return (element.items ?? []).map((item) => valueOf(item, scope));
    case 'camunda:Map':
      // Object.fromEntries defines own properties: a key named __proto__ is only a key.
      return Object.fromEntries(
        (element.entries ?? []).map((entry) => [
          String(textValue(entry.key, scope) ?? ''),
          entry.definition ? valueOf(entry.definition, scope) : textValue(entry.value, scope),
        ]),
      );
    case 'camunda:Script':
      throw new Error('Scripts are not run in input/output mappings; use a ${…} expression');
    default:
      return element.definition
        ? valueOf(element.definition, scope)
        : textValue(element.value, scope);
  }
}

function evaluateAll(parameters: ValueElement[], scope: Scope, activityId: string) {
  const values: Record<string, unknown> = {};
  for (const parameter of parameters) {
    const name = String(parameter.name ?? '');
    try {
      values[name] = valueOf(parameter, scope);
    } catch (error) {
      throw new Error(
        `Parameter ${name} of activity ${activityId} cannot be evaluated: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  return values;
}

/** The inputs' values, each evaluated in `outer` (inputs do not see each other). */
export const inputValues = (io: IoMapping, outer: Scope, activityId: string) =>
  evaluateAll(io.inputs, outer, activityId);

/** The outputs' values, each evaluated in `inner`, the activity's whole scope. */
export const outputValues = (io: IoMapping, inner: Scope, activityId: string) =>
  evaluateAll(io.outputs, inner, activityId);
