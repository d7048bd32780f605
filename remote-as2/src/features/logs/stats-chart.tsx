import type { LogDirection, LogStatus } from '@console/shared';
import { Card, Empty, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type BarChartOption } from '../../components/echart/echart';
import { isEmptySeries, type StatsSeries } from './stats-series';

/** Status decides the hue, direction the shade, so stacks read at a glance. */
const COLORS: Record<LogDirection, Record<LogStatus, string>> = {
  send: { success: '#1677ff', failed: '#ff4d4f', pending: '#bfbfbf' },
  receive: { success: '#52c41a', failed: '#fa8c16', pending: '#8c8c8c' },
};

type Translate = (key: string) => string;

/** The echarts option for the series: bars stacked per direction, one legend entry each. */
export function chartOption(data: StatsSeries, t: Translate): BarChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 40, bottom: 24 },
    xAxis: { type: 'category', data: data.dates },
    yAxis: { type: 'value', minInterval: 1 },
    series: data.series.map((item) => ({
      type: 'bar',
      name: `${t(`logs.type.${item.type}`)} · ${t(`logs.status.${item.status}`)}`,
      stack: item.type,
      data: item.counts,
      itemStyle: { color: COLORS[item.type][item.status] },
    })),
  };
}

interface StatsChartProps {
  data: StatsSeries;
  loading: boolean;
}

/** Messages per day, split by direction and outcome. */
export function StatsChart({ data, loading }: StatsChartProps) {
  const { t } = useTranslation('as2');
  const option = useMemo(() => chartOption(data, t), [data, t]);
  const empty = isEmptySeries(data);
  return (
    <Card size="small" title={t('logs.chart.title')}>
      <Spin spinning={loading}>
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('logs.chart.empty')} />
        ) : (
          <EChart option={option} label={t('logs.chart.title')} />
        )}
      </Spin>
    </Card>
  );
}
