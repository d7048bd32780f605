import type EventBus from 'diagram-js/lib/core/EventBus';
import type Dragging from 'diagram-js/lib/features/dragging/Dragging';

/** Before diagram-js's own listeners, which read the drag's options. */
const FIRST = 2500;

/**
 * Moving a shape on a large diagram (issue 11 §5). diagram-js marks a move by putting a
 * 'grabbing' cursor class on document.body; `cursor` is inherited, so adding and removing that
 * class restyles every element of the diagram (about 100 ms each at 1,500 elements in headless
 * Chromium). Over the canvas a move shows the drop target's cursor anyway (default, or
 * not-allowed), so shape moves go without the body's cursor; panning keeps its grab cursor.
 */
export class ShapeMoveCursor {
  static $inject = ['eventBus', 'dragging'];

  constructor(eventBus: EventBus, dragging: Dragging) {
    eventBus.on('shape.move.init', FIRST, () => {
      const context = dragging.context() as { cursor?: string } | undefined;
      if (context) delete context.cursor;
    });
  }
}

export const ShapeMoveCursorModule = {
  __init__: ['shapeMoveCursor'],
  shapeMoveCursor: ['type', ShapeMoveCursor],
};
