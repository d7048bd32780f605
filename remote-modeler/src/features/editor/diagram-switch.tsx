import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiagramOption } from './modeler/diagram-choice';

/**
 * The toolbar's choice of diagram, for a file with several (one per process, or one for a
 * subprocess): nothing for a file with one. A select, so the keyboard reaches every entry.
 */
export function DiagramSwitch(props: {
  options: DiagramOption[];
  shown: number;
  onChoose: (index: number) => void;
}) {
  const { t } = useTranslation('modeler');
  if (props.options.length < 2) return null;
  return (
    <Select<number>
      aria-label={t('editor.diagramChoice')}
      data-testid="diagram-switch"
      value={props.shown < 0 ? undefined : props.shown}
      onChange={props.onChoose}
      options={props.options.map((option) => ({ value: option.index, label: option.label }))}
      popupMatchSelectWidth={false}
      style={{ minWidth: 160, maxWidth: 280 }}
    />
  );
}
