import { ModelerLifecycle, type LifecycleModeler } from './modeler-lifecycle';

/** A modeler stand-in with a real event registry. */
function fakeModeler() {
  const handlers = new Map<string, Set<(event: never) => void>>();
  const modeler = {
    on: jest.fn((event: string, callback: (event: never) => void) => {
      handlers.set(event, new Set([...(handlers.get(event) ?? []), callback]));
    }),
    off: jest.fn((event: string, callback: (event: never) => void) => {
      handlers.get(event)?.delete(callback);
    }),
    attachTo: jest.fn(),
    detach: jest.fn(),
    destroy: jest.fn(),
  } satisfies LifecycleModeler;
  const fire = (event: string, payload: object = {}) =>
    handlers.get(event)?.forEach((callback) => callback(payload as never));
  const count = (event: string) => handlers.get(event)?.size ?? 0;
  return { modeler, fire, count };
}

const stack = (fire: (event: string, payload: object) => void, trigger: string) =>
  fire('commandStack.changed', { trigger });

describe('ModelerLifecycle (STYLE.md #10)', () => {
  it('attaches and detaches the same modeler, removing only the page’s listeners', () => {
    const { modeler, fire, count } = fakeModeler();
    const lifecycle = new ModelerLifecycle(modeler);
    const container = document.createElement('div');
    const onSelect = jest.fn();
    lifecycle.attach(container);
    lifecycle.on('selection.changed', onSelect);
    fire('selection.changed');
    expect(onSelect).toHaveBeenCalledTimes(1);

    lifecycle.detach();
    fire('selection.changed');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(modeler.attachTo).toHaveBeenCalledWith(container);
    expect(modeler.detach).toHaveBeenCalledTimes(1);
    // Its own command-stack listener stays while the modeler lives.
    expect(count('commandStack.changed')).toBe(1);

    lifecycle.destroy();
    lifecycle.destroy();
    expect(modeler.destroy).toHaveBeenCalledTimes(1);
    expect(count('commandStack.changed')).toBe(0);
  });

  it('is dirty while the command stack is away from the saved position', () => {
    const { modeler, fire } = fakeModeler();
    const lifecycle = new ModelerLifecycle(modeler);
    expect(lifecycle.dirty).toBe(false);
    stack(fire, 'execute');
    expect(lifecycle.dirty).toBe(true);
    stack(fire, 'undo');
    expect(lifecycle.dirty).toBe(false);
    stack(fire, 'redo');
    lifecycle.markSaved();
    expect(lifecycle.dirty).toBe(false);
    stack(fire, 'undo');
    expect(lifecycle.dirty).toBe(true);
    // Undoing past the save point and doing something else can never be the saved state again.
    stack(fire, 'execute');
    stack(fire, 'undo');
    expect(lifecycle.dirty).toBe(true);
  });

  it('counts a replaced document as unsaved until it is saved, and a fresh import as clean', () => {
    const { modeler, fire } = fakeModeler();
    const lifecycle = new ModelerLifecycle(modeler);
    lifecycle.markReplaced();
    stack(fire, 'clear');
    expect(lifecycle.dirty).toBe(true);
    lifecycle.markSaved();
    expect(lifecycle.dirty).toBe(false);
    stack(fire, 'clear');
    expect(lifecycle.dirty).toBe(false);
  });
});
