import { useChart } from '@console/shared/ui';
import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the usage charts draw; this module is imported by the usage page alone, so no
// other page of the host loads echarts (STYLE.md §5).
echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

export type UsageChartOption = echarts.ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
>;

interface UsageChartProps {
  option: UsageChartOption;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  height?: number;
}

/** One chart of the usage page, drawn with the shared chart lifecycle. */
export function UsageChart({ option, label, height = 240 }: UsageChartProps) {
  const container = useChart<UsageChartOption>((element) => echarts.init(element), option);
  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
