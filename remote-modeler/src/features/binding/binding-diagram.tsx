import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Canvas {
  zoom(level?: 'fit-viewport' | number, center?: 'auto'): number;
  addMarker(id: string, marker: string): void;
  getContainer(): HTMLElement;
}

interface Keyboard {
  addListener(listener: (context: { keyEvent: KeyboardEvent }) => boolean | void): void;
}

const ZOOM_STEPS: Record<string, number | undefined> = {
  '+': 1.2,
  '=': 1.2,
  '-': 1 / 1.2,
  '−': 1 / 1.2,
};

/** The viewer moves with the arrow keys by itself; + and − zoom too, as its hint says. */
function zoomKeys(keyboard: Keyboard, canvas: Canvas) {
  keyboard.addListener(({ keyEvent }) => {
    const step = ZOOM_STEPS[keyEvent.key];
    if (!step) return false;
    canvas.zoom(canvas.zoom() * step);
    return true;
  });
}

/**
 * The viewer's canvas is the one focusable part (arrow keys move it, + and − zoom), so it is
 * the part that is named and described. The box around it has no role: a role such as img
 * would make the canvas and bpmn.io's link interactive elements inside another (axe's
 * nested-interactive), which screen readers flatten away.
 */
function nameCanvas(canvas: Canvas, label: string, hintId: string) {
  const svg = canvas.getContainer().querySelector(':scope > svg');
  if (!svg) return;
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('aria-describedby', hintId);
}

/**
 * The process as a small diagram, unbound tasks marked, so that what still needs a connector
 * is seen at a glance. One viewer for the component's life, destroyed with it.
 */
export default function BindingDiagram(props: { xml: string; unbound: string[]; label: string }) {
  const { t } = useTranslation('modeler');
  const container = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [viewer, setViewer] = useState<NavigatedViewer | null>(null);

  useEffect(() => {
    if (!container.current) return undefined;
    const created = new NavigatedViewer({ container: container.current });
    zoomKeys(created.get<Keyboard>('keyboard'), created.get<Canvas>('canvas'));
    setViewer(created);
    return () => created.destroy();
  }, []);

  const { label } = props;
  useEffect(() => {
    if (viewer) nameCanvas(viewer.get<Canvas>('canvas'), label, hintId);
  }, [viewer, label, hintId]);

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
    <div>
      <div
        ref={container}
        data-testid="binding-diagram"
        style={{ height: 260, border: '1px solid #f0f0f0' }}
      />
      <Typography.Text id={hintId} type="secondary" style={{ fontSize: 12 }}>
        {t('conn.diagram.keys')}
      </Typography.Text>
    </div>
  );
}
