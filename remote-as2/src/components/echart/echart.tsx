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
import { useEffect, useRef } from 'react';

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

/**
 * The one lifecycle wrapper around echarts (STYLE.md §10): created on mount, fed on every
 * option change, resized with its box, disposed on unmount.
 */
export function EChart({ option, height = 280, label }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const instance = echarts.init(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
