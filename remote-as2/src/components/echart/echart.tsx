import { BarChart, type BarSeriesOption } from 'echarts/charts';
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
import { useChart } from '@console/shared/ui';

// Only what the bar chart needs, so the remote's chunk stays small (STYLE.md §5).
echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type BarChartOption = echarts.ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

interface EChartProps {
  option: BarChartOption;
  height?: number;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
}

/** A bar chart of echarts, drawn with the shared chart lifecycle (STYLE.md §10). */
export function EChart({ option, height = 280, label }: EChartProps) {
  const container = useChart<BarChartOption>((element) => echarts.init(element), option);
  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
