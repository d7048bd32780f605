import type { UsageDay, UsageMetric } from '@console/shared';
import { formatBytes } from '@console/shared';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UsageChart, type UsageChartOption } from './usage-chart';

/** The charts of the page: which metrics each draws, and as bars or lines (levels). */
const CHARTS: { key: string; metrics: UsageMetric[]; bytes?: boolean }[] = [
  { key: 'instances', metrics: ['instancesStarted', 'instancesEnded'] },
  { key: 'runs', metrics: ['connectorRuns', 'scriptRuns'] },
  { key: 'calls', metrics: ['apiCalls', 'as2Messages'] },
  { key: 'storage', metrics: ['fileStoreBytes', 'cloudBytes'], bytes: true },
];

/** Per-day charts of the period's figures. */
export function UsageCharts({ days }: { days: UsageDay[] }) {
  const { t } = useTranslation('host');
  const options = useMemo(
    () =>
      CHARTS.map(({ key, metrics, bytes }) => {
        const option: UsageChartOption = {
          tooltip: {
            trigger: 'axis',
            valueFormatter: bytes ? (value) => formatBytes(Number(value)) : undefined,
          },
          legend: { top: 0 },
          grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
          xAxis: { type: 'category', data: days.map((day) => day.day) },
          yAxis: {
            type: 'value',
            minInterval: 1,
            axisLabel: bytes ? { formatter: (value: number) => formatBytes(value) } : undefined,
          },
          series: metrics.map((metric) => ({
            name: t(`usage.metric.${metric}`),
            type: bytes ? 'line' : 'bar',
            data: days.map((day) => day.values[metric]),
          })),
        };
        return { key, option };
      }),
    [days, t],
  );
  return (
    <Row gutter={[16, 16]}>
      {options.map(({ key, option }) => (
        <Col key={key} xs={24} xl={12}>
          <Card size="small" title={t(`usage.chart.${key}`)}>
            <UsageChart option={option} label={t(`usage.chart.${key}`)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
