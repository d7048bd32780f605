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

// Only the charts the dashboard draws, so the chunk stays small (STYLE.md §5); this module is
// imported by the dashboard page alone, so no other page loads echarts.
echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
>;

interface EChartProps {
  option: ChartOption;
  height?: number;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
}

/** A line or bar chart of echarts, drawn with the shared chart lifecycle. */
export function EChart({ option, height = 300, label }: EChartProps) {
  const container = useChart<ChartOption>((element) => echarts.init(element), option);
  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
