import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EChart, type ChartOption, type ChartPoint } from '../../components/echart';
import { outcomesOf, type DashboardSeries } from './dashboard-data';
import { instancesLink } from './drill-down';

const INBOUND = '#1677ff';
const OUTBOUND = '#52c41a';

/** Inbound and outbound per day (line), and each split into success and failed (bars). */
export default function DashboardCharts({
  series,
  days,
}: {
  series: DashboardSeries;
  days: readonly [string, string];
}) {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  // A day's dot: the instances started that day; a bar: those of the days with that outcome.
  const openDay = ({ dataIndex }: ChartPoint) => {
    const day = series.inbound.total[dataIndex]?.date;
    if (day) navigate(instancesLink('received', [day, day]));
  };
  const openOutcome = ({ seriesIndex, dataIndex }: ChartPoint) =>
    navigate(
      instancesLink(
        {
          flow: dataIndex === 0 ? 'inbound' : 'outbound',
          outcome: seriesIndex === 0 ? 'success' : 'failed',
        },
        days,
      ),
    );
  const perDay = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 40, bottom: 24 },
      xAxis: { type: 'category', data: series.inbound.total.map((point) => point.date) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'line',
          name: t('dashboard.inbound'),
          data: series.inbound.total.map((point) => point.count),
          itemStyle: { color: INBOUND },
        },
        {
          type: 'line',
          name: t('dashboard.outbound'),
          data: series.outbound.total.map((point) => point.count),
          itemStyle: { color: OUTBOUND },
        },
      ],
    }),
    [series, t],
  );
  const outcomes = useMemo<ChartOption>(() => {
    const totals = outcomesOf(series);
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 40, bottom: 24 },
      xAxis: { type: 'category', data: [t('dashboard.inbound'), t('dashboard.outbound')] },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          stack: 'outcome',
          name: t('dashboard.success'),
          data: [totals.inbound.success, totals.outbound.success],
          itemStyle: { color: '#52c41a' },
        },
        {
          type: 'bar',
          stack: 'outcome',
          name: t('dashboard.failed'),
          data: [totals.inbound.failed, totals.outbound.failed],
          itemStyle: { color: '#ff4d4f' },
        },
      ],
    };
  }, [series, t]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card title={t('dashboard.perDay')}>
          <EChart option={perDay} label={t('dashboard.perDay')} onPointClick={openDay} />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('dashboard.outcomes')}>
          <EChart option={outcomes} label={t('dashboard.outcomes')} onPointClick={openOutcome} />
        </Card>
      </Col>
    </Row>
  );
}
