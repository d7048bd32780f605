import { makeStat } from '../../testing/builders';
import { chartOption } from './stats-chart';
import { isEmptySeries, statsToSeries } from './stats-series';

jest.mock('../../components/echart/echart', () => ({ EChart: () => null }));

describe('statsToSeries', () => {
  const stats = [
    makeStat({ date: '2025-03-01', type: 'send', status: 'success', count: 4 }),
    makeStat({ date: '2025-03-03', type: 'send', status: 'failed', count: 1 }),
    makeStat({ date: '2025-03-03', type: 'receive', status: 'success', count: 2 }),
  ];

  it('gives one series per direction and outcome, with missing days at 0', () => {
    expect(statsToSeries(stats)).toEqual({
      dates: ['2025-03-01', '2025-03-02', '2025-03-03'],
      series: [
        { type: 'send', status: 'success', counts: [4, 0, 0] },
        { type: 'send', status: 'failed', counts: [0, 0, 1] },
        { type: 'receive', status: 'success', counts: [0, 0, 2] },
        { type: 'receive', status: 'failed', counts: [0, 0, 0] },
      ],
    });
  });

  it('spans the chosen range and adds pending only when there is some', () => {
    const data = statsToSeries(
      [...stats, makeStat({ date: '2025-03-02', type: 'receive', status: 'pending', count: 3 })],
      { from: '2025-02-28', to: '2025-03-04' },
    );
    expect(data.dates).toEqual([
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
    ]);
    expect(data.series.map(({ type, status }) => `${type}/${status}`)).toEqual([
      'send/success',
      'send/failed',
      'send/pending',
      'receive/success',
      'receive/failed',
      'receive/pending',
    ]);
    expect(data.series[5].counts).toEqual([0, 0, 3, 0, 0]);
  });

  it('is empty without stats', () => {
    expect(statsToSeries([])).toEqual({ dates: [], series: [] });
    expect(isEmptySeries(statsToSeries([]))).toBe(true);
    expect(isEmptySeries(statsToSeries(stats))).toBe(false);
  });
});

describe('chartOption', () => {
  it('stacks bars by direction and names them by direction and outcome', () => {
    const option = chartOption(
      statsToSeries([makeStat({ date: '2025-03-01', count: 5 })]),
      (key) => key,
    );
    expect(option.xAxis).toEqual({ type: 'category', data: ['2025-03-01'] });
    expect(option.series).toEqual([
      expect.objectContaining({
        type: 'bar',
        stack: 'send',
        name: 'logs.type.send · logs.status.success',
        data: [5],
      }),
      expect.objectContaining({
        stack: 'send',
        name: 'logs.type.send · logs.status.failed',
        data: [0],
      }),
      expect.objectContaining({
        stack: 'receive',
        name: 'logs.type.receive · logs.status.success',
      }),
      expect.objectContaining({ stack: 'receive', name: 'logs.type.receive · logs.status.failed' }),
    ]);
  });
});
