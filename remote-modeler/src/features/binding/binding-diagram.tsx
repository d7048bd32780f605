import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { useEffect, useRef, useState } from 'react';

interface Canvas {
  zoom(level: 'fit-viewport', center: 'auto'): void;
  addMarker(id: string, marker: string): void;
}

/**
 * The process as a small diagram, unbound tasks marked, so that what still needs a connector
 * is seen at a glance. One viewer for the component's life, destroyed with it.
 */
export default function BindingDiagram(props: { xml: string; unbound: string[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<NavigatedViewer | null>(null);

  useEffect(() => {
    if (!container.current) return undefined;
    const created = new NavigatedViewer({ container: container.current });
    setViewer(created);
    return () => created.destroy();
  }, []);

  const { xml, unbound } = props;
  useEffect(() => {
    if (!viewer) return;
    let live = true;
    void viewer.importXML(xml).then(() => {
      if (!live) return;
      const canvas = viewer.get<Canvas>('canvas');
      canvas.zoom('fit-viewport', 'auto');
      for (const id of unbound) canvas.addMarker(id, 'console-unbound');
    });
    return () => {
      live = false;
    };
  }, [viewer, xml, unbound]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={props.label}
      data-testid="binding-diagram"
      style={{ height: 260, border: '1px solid #f0f0f0' }}
    />
  );
}
