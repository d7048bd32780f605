import { dayjs } from '@console/shared';
import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';

/** Chooses whole days (in the user's timezone); the page keeps them in its URL. */
export default function DaysPicker({
  days,
  onChange,
}: {
  days: [string, string];
  onChange: (days: [string, string]) => void;
}) {
  const { t } = useTranslation('operator');
  return (
    <DatePicker.RangePicker
      aria-label={t('history.days')}
      allowClear={false}
      value={[dayjs(days[0]), dayjs(days[1])]}
      onChange={(range) => {
        if (range?.[0] && range[1])
          onChange([range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')]);
      }}
    />
  );
}
