/**
 * Stands in for a remote's echarts component in screen tests: echarts draws on a canvas jsdom
 * lacks, so the chart shows as a list named by its label, one `name: a,b,c` item per series.
 * Use it in a mock factory:
 * `jest.mock('../../components/echart', () => ({ EChart: jest.requireActual('@console/shared/testing').ChartAsList }))`.
 */
export function ChartAsList({ option, label }: { option: { series?: unknown }; label: string }) {
  const series = (option.series ?? []) as { name: string; data: number[] }[];
  return (
    <ul aria-label={label}>
      {series.map(({ name, data }) => (
        <li key={name}>{`${name}: ${data.join(',')}`}</li>
      ))}
    </ul>
  );
}
