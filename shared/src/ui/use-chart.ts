import { useEffect, useRef } from 'react';

/** What a chart library's instance must offer (echarts' does). */
export interface ChartInstance<O> {
  setOption: (option: O, settings: { notMerge: boolean }) => void;
  resize: () => void;
  dispose: () => void;
}

/**
 * The one lifecycle of a chart (STYLE.md §10), for the remote that owns the chart library:
 * created on mount by `init`, fed on every option change, resized with its box, disposed on
 * unmount. Returns the ref of the element to draw in. The library stays the remote's own.
 */
export function useChart<O>(init: (element: HTMLDivElement) => ChartInstance<O>, option: O) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance<O> | null>(null);
  const initRef = useRef(init);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const instance = initRef.current(element);
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

  return container;
}
