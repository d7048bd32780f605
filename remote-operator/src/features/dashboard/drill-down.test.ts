import { instancesLink } from './drill-down';

const DAYS = ['2026-11-19', '2026-11-25'] as const;
const paramsOf = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);

describe('the instances behind a dashboard figure or bar', () => {
  it('opens the instance history of the days, narrowed by outcome', () => {
    const days = { startedAfter: '2026-11-19T00:00:00', startedBefore: '2026-11-25T23:59:59' };
    expect(instancesLink('received', DAYS)).toMatch(
      /^\/operator\/opeHistory\/opeSystemLogs\/opeInstances\?/,
    );
    expect(paramsOf(instancesLink('received', DAYS))).toEqual(days);
    expect(paramsOf(instancesLink('send', DAYS))).toEqual(days);
    expect(paramsOf(instancesLink('success', DAYS))).toEqual({ state: 'Completed', ...days });
    expect(paramsOf(instancesLink({ flow: 'outbound', outcome: 'failed' }, DAYS))).toEqual({
      state: 'Incident',
      ...days,
    });
    expect(paramsOf(instancesLink({ flow: 'inbound', outcome: 'success' }, DAYS))).toEqual({
      state: 'Completed',
      ...days,
    });
  });

  it('opens every running instance for in progress, whatever the days', () => {
    expect(paramsOf(instancesLink('inProgress', DAYS))).toEqual({ state: 'Running' });
  });
});
