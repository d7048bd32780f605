import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import './bpmn-viewer.css';

/** The few diagram-js services this viewer uses (bpmn-js does not re-export their types). */
interface DiagramElement {
  id: string;
  type: string;
  businessObject?: { name?: string };
}
interface Canvas {
  zoom(level: 'fit-viewport'): void;
  addMarker(element: string, marker: string): void;
  removeMarker(element: string, marker: string): void;
}
interface Overlays {
  add(element: string, overlay: { position: object; html: HTMLElement }): string;
  clear(): void;
}
interface EventBus {
  on(event: string, callback: (event: { element: DiagramElement }) => void): void;
  off(event: string, callback: (event: { element: DiagramElement }) => void): void;
}
interface ElementRegistry {
  filter(test: (element: DiagramElement) => boolean): DiagramElement[];
  get(id: string): DiagramElement | undefined;
}

/** A badge on an activity: a count of a kind, with the words a screen reader says. */
export interface DiagramBadge {
  elementId: string;
  kind: 'running' | 'incident' | 'heat';
  count: number;
  label: string;
}

export interface DiagramActivity {
  id: string;
  name: string;
}

export interface BpmnViewerProps {
  xml: string;
  badges: DiagramBadge[];
  /** CSS markers per element: the chosen activity, the path an instance took. */
  markers: Record<string, string[]>;
  onActivityClick?: (activityId: string) => void;
  /** The activities (tasks, events, gateways) once the diagram is drawn. */
  onImported?: (activities: DiagramActivity[]) => void;
  onError?: (message: string) => void;
  height?: number;
}

const isActivity = (element: DiagramElement) =>
  /Task$|Event$|Gateway$|SubProcess$|CallActivity$/.test(element.type) && element.type !== 'label';

const badgeElement = ({ elementId, kind, count, label }: DiagramBadge) => {
  const badge = document.createElement('span');
  badge.className = `console-diagram-badge console-diagram-badge-${kind}`;
  badge.textContent = String(count);
  badge.title = label;
  badge.setAttribute('aria-label', label);
  badge.dataset.testid = `badge-${kind}-${elementId}`;
  return badge;
};

const POSITION: Record<DiagramBadge['kind'], object> = {
  running: { bottom: 8, left: -8 },
  incident: { bottom: 8, right: 8 },
  heat: { top: -10, right: 8 },
};

/**
 * The BPMN diagram of a deployed version (bpmn-js NavigatedViewer: pan and zoom, no editing),
 * with count badges and markers. One lifecycle (STYLE.md §10): the viewer is created once on
 * mount and destroyed on unmount; the click listener is added and removed with it; a new
 * diagram is imported into the same viewer; badges and markers are redrawn when they change.
 */
export default function BpmnViewer(props: BpmnViewerProps) {
  const { xml, badges, markers, height = 360 } = props;
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<NavigatedViewer | null>(null);
  // The latest callbacks, read by the viewer's listeners without re-creating the viewer.
  const callbacks = useRef(props);
  useLayoutEffect(() => {
    callbacks.current = props;
  });
  const [drawn, setDrawn] = useState<string | null>(null);

  useEffect(() => {
    const created = new NavigatedViewer({ container: container.current ?? undefined });
    const onClick = ({ element }: { element: DiagramElement }) => {
      if (isActivity(element)) callbacks.current.onActivityClick?.(element.id);
    };
    created.get<EventBus>('eventBus').on('element.click', onClick);
    viewer.current = created;
    return () => {
      created.get<EventBus>('eventBus').off('element.click', onClick);
      created.destroy();
      viewer.current = null;
    };
  }, []);

  useEffect(() => {
    const current = viewer.current;
    if (!current) return;
    let live = true;
    setDrawn(null);
    current.importXML(xml).then(
      () => {
        if (!live) return;
        current.get<Canvas>('canvas').zoom('fit-viewport');
        const activities = current
          .get<ElementRegistry>('elementRegistry')
          .filter(isActivity)
          .map((element) => ({ id: element.id, name: element.businessObject?.name ?? '' }));
        callbacks.current.onImported?.(activities);
        setDrawn(xml);
      },
      (error: unknown) => {
        if (live)
          callbacks.current.onError?.(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [xml]);

  useEffect(() => {
    if (drawn === null || !viewer.current) return;
    const overlays = viewer.current.get<Overlays>('overlays');
    overlays.clear();
    for (const badge of badges) {
      if (badge.count > 0) {
        overlays.add(badge.elementId, {
          position: POSITION[badge.kind],
          html: badgeElement(badge),
        });
      }
    }
  }, [drawn, badges]);

  useEffect(() => {
    if (drawn === null || !viewer.current) return undefined;
    const canvas = viewer.current.get<Canvas>('canvas');
    const registry = viewer.current.get<ElementRegistry>('elementRegistry');
    const placed = Object.entries(markers)
      .filter(([id]) => registry.get(id))
      .flatMap(([id, names]) => names.map((name) => [id, name] as const));
    for (const [id, name] of placed) canvas.addMarker(id, name);
    return () => {
      // A diagram imported meanwhile has other elements: only those still drawn lose a marker.
      for (const [id, name] of placed) if (registry.get(id)) canvas.removeMarker(id, name);
    };
  }, [drawn, markers]);

  return (
    <div
      ref={container}
      className="console-diagram"
      data-testid="bpmn-diagram"
      data-drawn={drawn !== null}
      style={{ height }}
    />
  );
}
