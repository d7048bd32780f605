/** What the lifecycle needs of a bpmn-js Modeler (a stand-in in unit tests). */
export interface LifecycleModeler {
  on(event: string, callback: (event: never) => void): void;
  off(event: string, callback: (event: never) => void): void;
  attachTo(parent: HTMLElement): void;
  detach(): void;
  destroy(): void;
}

type Trigger = 'execute' | 'undo' | 'redo' | 'clear';

/**
 * One modeler's life (STYLE.md #10, after camunda-modeler's BpmnEditor): made once, attached
 * to the page's container on mount and detached on unmount, destroyed on eviction. Listeners
 * go through `on`, so that each page's are removed symmetrically when it leaves. Dirty state
 * comes from the command stack: how far it is from where the document was last saved.
 */
export class ModelerLifecycle<M extends LifecycleModeler = LifecycleModeler> {
  private listeners: [string, (event: never) => void][] = [];
  /** Commands applied since the document was imported. */
  private position = 0;
  /** `position` when last saved; -1 once that state cannot come back (redo stack dropped). */
  private savedPosition = 0;
  /** Changed by something the command stack does not see (an XML edit, a dropped file). */
  private replaced = false;
  private destroyed = false;

  constructor(readonly modeler: M) {
    modeler.on('commandStack.changed', this.track);
  }

  private track = (event: { trigger?: Trigger }) => {
    if (event.trigger === 'clear') {
      this.position = 0;
      this.savedPosition = this.replaced ? -1 : 0;
    } else if (event.trigger === 'undo') {
      this.position -= 1;
    } else {
      // A new command after an undo past the save point drops the way back to it.
      if (event.trigger === 'execute' && this.position < this.savedPosition)
        this.savedPosition = -1;
      this.position += 1;
    }
  };

  get dirty() {
    return this.replaced || this.position !== this.savedPosition;
  }

  /** The document now matches what is stored. */
  markSaved() {
    this.replaced = false;
    this.savedPosition = this.position;
  }

  /** The whole document was replaced (an import of edited XML or of a dropped file). */
  markReplaced() {
    this.replaced = true;
  }

  attach(container: HTMLElement) {
    this.modeler.attachTo(container);
  }

  /** Removes this page's listeners and takes the canvas out of the page. */
  detach() {
    for (const [event, callback] of this.listeners) this.modeler.off(event, callback);
    this.listeners = [];
    this.modeler.detach();
  }

  on<E>(event: string, callback: (event: E) => void) {
    this.modeler.on(event, callback as (event: never) => void);
    this.listeners.push([event, callback as (event: never) => void]);
  }

  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.detach();
    this.modeler.off('commandStack.changed', this.track);
    this.modeler.destroy();
  }
}
