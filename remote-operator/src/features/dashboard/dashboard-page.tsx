import { dayjs, formatTime, useLoadedModule, useResource, useSettings } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import {
  Card,
  Col,
  DatePicker,
  Flex,
  Row,
  Skeleton,
  Space,
  Statistic,
  Switch,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDashboard } from './api';
import { Link } from 'react-router-dom';
import { defaultDays, figuresOf, rangeOf } from './dashboard-data';
import { instancesLink } from './drill-down';

// echarts loads with the charts, on this page only (issue 10 §1), from the page's first render
// on, alongside the figures' calls.
const loadCharts = () => import('./dashboard-charts');

/** Seconds between refreshes while auto-refresh is on. */
export const REFRESH_SECONDS = 30;

/** /operator/dashboard: the figures and charts of the chosen days (default the last 7). */
export default function DashboardPage() {
  const { t } = useTranslation('operator');
  const timezone = useSettings((state) => state.timezone);
  const [days, setDays] = useState(() => defaultDays(timezone));
  const [autoRefresh, setAutoRefresh] = useState(false);
  const load = useCallback(() => fetchDashboard(rangeOf(days, timezone)), [days, timezone]);
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const DashboardCharts = useLoadedModule(loadCharts)?.default;

  useEffect(() => {
    if (!autoRefresh) return undefined;
    const timer = setInterval(reload, REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [autoRefresh, reload]);

  if (!data && error) return <LoadError title={t('dashboard.loadFailed')} onRetry={reload} />;
  const figures = data && figuresOf(data.series, data.instances);
  // Each figure opens the instances behind it (drill-down.ts says which).
  const figure = (key: keyof NonNullable<typeof figures>) => (
    <Col xs={12} lg={6} key={key}>
      {/* Named by what it shows, the figure and its count (WCAG 2.5.3); the title says where
          it leads. */}
      <Link
        to={instancesLink(key, days)}
        title={t('dashboard.open', { figure: t(`dashboard.figure.${key}`) })}
      >
        <Card hoverable>
          <Statistic
            title={t(`dashboard.figure.${key}`)}
            value={figures?.[key]}
            loading={!figures}
          />
        </Card>
      </Link>
    </Col>
  );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <DatePicker.RangePicker
          aria-label={t('dashboard.range')}
          allowClear={false}
          value={[dayjs(days[0]), dayjs(days[1])]}
          onChange={(range) => {
            if (range?.[0] && range[1]) {
              setDays([range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')]);
            }
          }}
        />
        <Space>
          {data && (
            <Typography.Text type="secondary">
              {t('dashboard.asOf', { time: formatTime(data.at, timezone, 'HH:mm:ss') })}
            </Typography.Text>
          )}
          <Switch
            checked={autoRefresh}
            onChange={setAutoRefresh}
            loading={loading}
            aria-label={t('dashboard.autoRefresh')}
          />
          <Typography.Text>{t('dashboard.autoRefresh')}</Typography.Text>
        </Space>
      </Flex>
      <Row gutter={[16, 16]}>
        {(['received', 'send', 'success', 'inProgress'] as const).map(figure)}
      </Row>
      {data && DashboardCharts ? (
        <DashboardCharts series={data.series} days={days} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Flex>
  );
}
