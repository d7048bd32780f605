import { useChart } from '@console/shared/ui';
import { useEffect, useRef } from 'react';
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

/** Which point was clicked: its series and its index in the series' data. */
export interface ChartPoint {
  seriesIndex: number;
  dataIndex: number;
}

interface EChartProps {
  option: ChartOption;
  /** A click on a point (a bar, a line's dot); the chart shows a pointer over them. */
  onPointClick?: (point: ChartPoint) => void;
  height?: number;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
}

/** A line or bar chart of echarts, drawn with the shared chart lifecycle. */
export function EChart({ option, height = 300, label, onPointClick }: EChartProps) {
  // Read at click time: the chart is made once, the handler changes with the page's state.
  const clicked = useRef(onPointClick);
  useEffect(() => {
    clicked.current = onPointClick;
  }, [onPointClick]);
  const container = useChart<ChartOption>((element) => {
    const chart = echarts.init(element);
    chart.on('click', (point) => clicked.current?.(point as ChartPoint));
    return chart;
  }, option);
  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
