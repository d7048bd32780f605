import type { BpmnViewerProps } from '../components/bpmn-viewer';

/**
 * The diagram's stand-in in screen tests (jsdom cannot lay out bpmn-js's SVG): its badges as
 * labelled counts, its markers, and one button per activity that has a badge or a marker, which
 * calls the click handler as a click on the drawn activity does.
 */
export default function BpmnViewerStandIn({ badges, markers, onActivityClick }: BpmnViewerProps) {
  const ids = [...new Set([...badges.map((badge) => badge.elementId), ...Object.keys(markers)])];
  return (
    <div data-testid="bpmn-diagram">
      {badges
        .filter((badge) => badge.count > 0)
        .map((badge) => (
          <span key={`${badge.kind}-${badge.elementId}`} aria-label={badge.label}>
            {badge.count}
          </span>
        ))}
      {ids.map((id) => (
        <button key={id} type="button" onClick={() => onActivityClick?.(id)}>
          {`activity ${id}`}
          {markers[id] ? ` (${markers[id].join(' ')})` : ''}
        </button>
      ))}
    </div>
  );
}
