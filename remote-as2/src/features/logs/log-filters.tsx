import { SearchOutlined } from '@ant-design/icons';
import { TIMESTAMP_FORMAT, LOG_DIRECTIONS, LOG_STATUSES } from '@console/shared';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { wallNow } from './log-query';
import type { LogFilters as Filters } from './types';

interface LogFiltersProps {
  /** The user's timezone: the picker's times are read in it. */
  timezone: string;
  onSearch: (filters: Filters) => void;
}

/** Date range, direction, partner, message id and status of the AS2 log. */
export function LogFilters({ timezone, onSearch }: LogFiltersProps) {
  const { t } = useTranslation('as2');
  const [form] = Form.useForm<Filters>();

  const lastDays = (days: number): [Dayjs, Dayjs] => {
    const now = wallNow(timezone);
    return [now.subtract(days - 1, 'day').startOf('day'), now.endOf('day')];
  };
  const presets = [
    { label: t('logs.filter.today'), value: () => lastDays(1) },
    { label: t('logs.filter.last7Days'), value: () => lastDays(7) },
    { label: t('logs.filter.last30Days'), value: () => lastDays(30) },
  ];

  return (
    <Form<Filters> form={form} layout="inline" onFinish={onSearch} style={{ rowGap: 8 }}>
      <Form.Item name="range" label={t('logs.filter.range', { timezone })}>
        <DatePicker.RangePicker
          showTime
          format={TIMESTAMP_FORMAT}
          presets={presets}
          allowEmpty={[true, true]}
          placeholder={[t('logs.filter.start'), t('logs.filter.end')]}
        />
      </Form.Item>
      <Form.Item name="type" label={t('logs.filter.type')}>
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('logs.filter.all')}
          options={LOG_DIRECTIONS.map((value) => ({ value, label: t(`logs.type.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="partner" label={t('logs.filter.partner')}>
        <Input allowClear style={{ width: 160 }} placeholder={t('logs.filter.partnerHint')} />
      </Form.Item>
      <Form.Item name="messageId" label={t('logs.filter.messageId')}>
        <Input allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status" label={t('logs.filter.status')}>
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('logs.filter.all')}
          options={LOG_STATUSES.map((value) => ({ value, label: t(`logs.status.${value}`) }))}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common:action.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('common:action.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
