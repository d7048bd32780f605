/** What bpmn-elements says of the executions around an activity and of boundary events. */

interface ElementRef {
  id?: string;
  type?: string;
  executionId?: string;
}
export interface ParentRef extends ElementRef {
  path?: ElementRef[];
}

/**
 * The enclosing executions (subprocesses, a multi-instance body), outermost first: by execution
 * id, or as `@<activity id>` where bpmn-elements names only the element (the children of a
 * subprocess know its id, not its execution's). The process itself is not among them.
 */
export function enclosingExecutions(parent: ParentRef | undefined): string[] {
  if (!parent) return [];
  const refs: ElementRef[] = [...[...(parent.path ?? [])].reverse(), parent];
  return refs.flatMap((ref) => {
    if (ref.type === 'bpmn:Process') return [];
    if (ref.executionId) return [ref.executionId];
    return ref.id ? [`@${ref.id}`] : [];
  });
}

interface SerializedActivity {
  id: string;
  behaviour?: { attachedTo?: { id?: string }; cancelActivity?: boolean };
}
type BoundaryTargets = Map<string, { attachedTo: string; interrupting: boolean }>;
const boundaryCache = new WeakMap<object, BoundaryTargets>();

/** Each boundary event's activity and whether it interrupts it, read once per definition. */
export function boundaryTargets(sourceContext: object): BoundaryTargets {
  let found = boundaryCache.get(sourceContext);
  if (found) return found;
  const { elements } = sourceContext as { elements?: { activities?: SerializedActivity[] } };
  found = new Map();
  for (const activity of elements?.activities ?? []) {
    const attachedTo = activity.behaviour?.attachedTo?.id;
    if (!attachedTo) continue;
    // cancelActivity is true unless the file says false.
    const interrupting = activity.behaviour?.cancelActivity !== false;
    found.set(activity.id, { attachedTo, interrupting });
  }
  boundaryCache.set(sourceContext, found);
  return found;
}
