import type { Incident, PassedActivity } from './api';
import { pathMarkers } from './path';

const step = (activityId: string): PassedActivity => ({
  id: `${activityId}:1`,
  activityId,
  activityName: null,
  activityType: 'serviceTask',
  startTime: '2026-11-25T09:00:00.000+0000',
  endTime: null,
  canceled: false,
});

describe('pathMarkers', () => {
  it('marks each passed activity once and the failed one in red', () => {
    const incident = { activityId: 'task' } as Incident;
    expect(pathMarkers([step('start'), step('task'), step('task')], [incident])).toEqual({
      start: ['console-path'],
      task: ['console-path', 'console-failed'],
    });
  });

  it('marks nothing for an instance with no history', () => {
    expect(pathMarkers([], [])).toEqual({});
  });
});
