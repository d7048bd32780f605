import { dayjs, useResource, USAGE_METRICS, LEVEL_METRICS, formatBytes } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Alert, Card, DatePicker, Descriptions, Empty, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUsage } from './api';
import { QuotaBars } from './quota-bars';
import { UsageCharts } from './usage-charts';

const DAY = 'YYYY-MM-DD';
/** The server keeps UTC days: the picker's days are UTC days too. */
const utcToday = () => dayjs.utc().startOf('day');
const lastDays = (count: number): [Dayjs, Dayjs] => [
  utcToday().subtract(count - 1, 'day'),
  utcToday(),
];

/** Plans are named as their ids, capitalised (Free, Standard, Enterprise). */
const planName = (plan: string) => plan.charAt(0).toUpperCase() + plan.slice(1);

/** /account/usage: the tenant's usage per day over a period, and its quotas this month. */
export default function UsagePage() {
  const { t, i18n } = useTranslation('host');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => lastDays(30));
  const from = range[0].format(DAY);
  const to = range[1].format(DAY);
  const loader = useCallback(() => fetchUsage(from, to), [from, to]);
  const usage = useResource(loader, { keepPrevious: true });
  const report = usage.data;
  const numbers = new Intl.NumberFormat(i18n.language);

  if (usage.failed && !report) {
    return <LoadError title={t('usage.loadFailed')} onRetry={usage.reload} />;
  }
  const used = report ? USAGE_METRICS.some((metric) => report.totals[metric] > 0) : false;
  return (
    <Card
      title={t('usage.title')}
      extra={
        <DatePicker.RangePicker
          aria-label={t('usage.period')}
          allowClear={false}
          value={range}
          disabledDate={(day) => day.isAfter(utcToday(), 'day')}
          presets={[
            { label: t('usage.last7'), value: lastDays(7) },
            { label: t('usage.last30'), value: lastDays(30) },
            { label: t('usage.last90'), value: lastDays(90) },
          ]}
          onChange={(next) => {
            if (next?.[0] && next[1]) setRange([next[0], next[1]]);
          }}
        />
      }
    >
      <Spin spinning={usage.loading}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('usage.utcDays')}</Typography.Text>
          {report && (
            <>
              <Card size="small" title={t('usage.quotasTitle', { plan: planName(report.plan) })}>
                <QuotaBars quotas={report.quotas} />
              </Card>
              {used ? (
                <>
                  <Descriptions
                    size="small"
                    bordered
                    title={t('usage.totalsTitle')}
                    column={{ xs: 1, md: 2, xl: 4 }}
                    items={USAGE_METRICS.map((metric) => ({
                      key: metric,
                      label: t(`usage.metric.${metric}`),
                      children: LEVEL_METRICS.includes(metric)
                        ? formatBytes(report.totals[metric])
                        : numbers.format(report.totals[metric]),
                    }))}
                  />
                  <UsageCharts days={report.days} />
                </>
              ) : (
                <Empty description={t('usage.empty')} />
              )}
            </>
          )}
          {usage.failed && report && <Alert type="warning" title={t('usage.loadFailed')} />}
        </Space>
      </Spin>
    </Card>
  );
}
