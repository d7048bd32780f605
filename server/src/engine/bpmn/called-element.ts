/**
 * What a bpmn:callActivity says about the process it calls (Camunda's CallableElement): the
 * key, how the version is chosen, and the camunda:in / camunda:out variable mappings. Read
 * from the element as bpmn-elements hands it over (the serialized moddle element).
 */

/** One camunda:in or camunda:out: a variable, an expression, or all variables. */
export interface VariableMapping {
  source?: string;
  sourceExpression?: string;
  target?: string;
  all: boolean;
}

/** Camunda's calledElementBinding; `versionTag` chooses by camunda:calledElementVersionTag. */
export type CalledBinding = 'latest' | 'version' | 'deployment' | 'versionTag';

export interface CalledElement {
  activityId: string;
  /** The called process's key: text, or a `${…}` expression over the caller's variables. */
  calledElement: string;
  binding: CalledBinding;
  /** camunda:calledElementVersion (text or expression), for the `version` binding. */
  version: string | null;
  versionTag: string | null;
  ins: VariableMapping[];
  outs: VariableMapping[];
  /** camunda:in businessKey: the called instance's business key (an expression). */
  businessKey: string | null;
}

interface ModdleLike {
  $type?: string;
  [key: string]: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const BINDINGS: CalledBinding[] = ['latest', 'version', 'deployment', 'versionTag'];

function mappingOf(element: ModdleLike): VariableMapping {
  return {
    source: textOf(element.source) ?? undefined,
    sourceExpression: textOf(element.sourceExpression) ?? undefined,
    target: textOf(element.target) ?? undefined,
    all: element.variables === 'all',
  };
}

/** The call activity's callable element, from its bpmn-elements behaviour. */
export function calledElementOf(activityId: string, behaviour: ModdleLike): CalledElement {
  const extensions = behaviour.extensionElements as { values?: ModdleLike[] } | undefined;
  const values = extensions?.values ?? [];
  const ins = values.filter((value) => value.$type === 'camunda:In');
  const binding = textOf(behaviour.calledElementBinding) ?? 'latest';
  return {
    activityId,
    calledElement: textOf(behaviour.calledElement) ?? '',
    binding: (BINDINGS as string[]).includes(binding) ? (binding as CalledBinding) : 'latest',
    version: textOf(behaviour.calledElementVersion),
    versionTag: textOf(behaviour.calledElementVersionTag),
    ins: ins.filter((value) => !textOf(value.businessKey)).map(mappingOf),
    outs: values.filter((value) => value.$type === 'camunda:Out').map(mappingOf),
    businessKey: textOf(ins.find((value) => textOf(value.businessKey))?.businessKey),
  };
}
