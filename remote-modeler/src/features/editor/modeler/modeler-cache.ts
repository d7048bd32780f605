import { createModeler, type EditorKind, type Modeler } from './create-modeler';
import { ModelerLifecycle } from './modeler-lifecycle';

let current: { kind: EditorKind; lifecycle: ModelerLifecycle<Modeler> } | null = null;

/**
 * The modeler of an editor kind, made once and kept while the user moves between pages: the
 * editor attaches it again instead of building a new one. Opening the other kind evicts it.
 */
export function lifecycleFor(kind: EditorKind) {
  if (current?.kind !== kind) {
    current?.lifecycle.destroy();
    current = { kind, lifecycle: new ModelerLifecycle(createModeler(kind)) };
  }
  return current.lifecycle;
}
