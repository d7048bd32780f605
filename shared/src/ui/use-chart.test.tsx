import { render } from '@testing-library/react';
import { useChart, type ChartInstance } from './use-chart';

function Chart({ option, init }: { option: string; init: () => ChartInstance<string> }) {
  const ref = useChart(init, option);
  return <div ref={ref} />;
}

it('makes the chart once, feeds it every option, and disposes of it on unmount', () => {
  const chart = { setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() };
  const init = jest.fn(() => chart);
  const { rerender, unmount } = render(<Chart option="a" init={init} />);
  rerender(<Chart option="b" init={init} />);
  expect(init).toHaveBeenCalledTimes(1);
  expect(chart.setOption.mock.calls).toEqual([
    ['a', { notMerge: true }],
    ['b', { notMerge: true }],
  ]);
  unmount();
  expect(chart.dispose).toHaveBeenCalledTimes(1);
});
