import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

export type ProcessesView = 'processes' | 'incidents';

/** Chooses between the processes and the incidents of every process. */
export default function ProcessesViewSwitch({
  view,
  onChange,
}: {
  view: ProcessesView;
  onChange: (view: ProcessesView) => void;
}) {
  const { t } = useTranslation('operator');
  return (
    <Segmented<ProcessesView>
      style={{ marginBottom: 16 }}
      value={view}
      onChange={onChange}
      options={[
        { value: 'processes', label: t('incidents.view.processes') },
        { value: 'incidents', label: t('incidents.view.incidents') },
      ]}
    />
  );
}
