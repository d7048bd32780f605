import type { AlarmContact, AlarmNotification, AlarmRule } from '@console/shared';
import type { StatPoint } from '../features/dashboard/api';
import type { Incident, InstanceSummary } from '../features/instance-detail/api';
import type { BatchProgress, DefinitionVersion, InstanceRow } from '../features/process-detail/api';
import type { RunningSyncFlow } from '../features/sync/api';
import type { LatestDefinition } from '../features/processes/api';
import type { InstanceRun, LogSummary } from '../features/system-logs/api';

/** Fixtures shaped as the server answers (shared wire types), for the screen tests. */
export const makeContact = (over: Partial<AlarmContact> = {}): AlarmContact => ({
  id: 1,
  name: 'Ops',
  email: 'ops@acme.test',
  webhookUrl: null,
  webhookSecret: 'a'.repeat(64),
  createTime: '2024-03-01T08:00:00.000Z',
  updateTime: '2024-03-01T08:00:00.000Z',
  ...over,
});

export const makeRule = (over: Partial<AlarmRule> = {}): AlarmRule => ({
  id: 7,
  kind: 'task',
  name: 'Orders failing',
  processKeys: ['orders'],
  topics: [],
  contactIds: [1],
  windowSeconds: 300,
  createTime: '2024-03-01T08:00:00.000Z',
  updateTime: '2024-03-01T08:00:00.000Z',
  ...over,
});

export const makeNotification = (over: Partial<AlarmNotification> = {}): AlarmNotification => ({
  id: 1,
  contactId: 1,
  contactName: 'Ops',
  channel: 'email',
  incidentIds: ['inc-1'],
  count: 1,
  message: 'Stock service down',
  processKey: 'orders',
  activityId: 'work',
  status: 'sent',
  attempts: 1,
  lastError: null,
  dueAt: '2024-03-01T08:00:00.000Z',
  sentAt: '2024-03-01T08:00:01.000Z',
  createTime: '2024-03-01T08:00:00.000Z',
  ...over,
});

export const makeSyncFlow = (over: Partial<RunningSyncFlow> = {}): RunningSyncFlow => ({
  id: 'pi-1',
  definitionId: 'quote:1:abc',
  definitionKey: 'quote',
  businessKey: 'Q-1',
  startTime: '2024-03-01T08:00:00.000Z',
  ...over,
});

/** Daily points for `dates`, with these counts. */
export const points = (dates: string[], counts: number[]): StatPoint[] =>
  dates.map((date, index) => ({ date, count: counts[index] ?? 0 }));

const REST_TIME = '2026-11-20T09:00:00.000+0000';

export const makeVersion = (over: Partial<DefinitionVersion> = {}): DefinitionVersion => ({
  id: 'orders:2:b',
  key: 'orders',
  name: 'Orders',
  version: 2,
  suspended: false,
  ...over,
});

export const makeInstanceRow = (over: Partial<InstanceRow> = {}): InstanceRow => ({
  id: 'pi-1',
  businessKey: 'PO-1',
  processDefinitionId: 'orders:2:b',
  processDefinitionVersion: 2,
  startTime: REST_TIME,
  endTime: null,
  state: 'ACTIVE',
  incidents: 0,
  ...over,
});

export const makeInstanceSummary = (over: Partial<InstanceSummary> = {}): InstanceSummary => ({
  id: 'pi-1',
  businessKey: 'PO-1',
  processDefinitionId: 'orders:2:b',
  processDefinitionKey: 'orders',
  processDefinitionVersion: 2,
  startTime: REST_TIME,
  endTime: null,
  state: 'ACTIVE',
  ...over,
});

export const makeIncident = (over: Partial<Incident> = {}): Incident => ({
  id: 'inc-1',
  incidentMessage: 'Stock service down',
  incidentTimestamp: REST_TIME,
  activityId: 'work',
  processInstanceId: 'pi-1',
  processDefinitionId: 'orders:2:b',
  configuration: 'task-1',
  ...over,
});

export const makeBatchProgress = (over: Partial<BatchProgress> = {}): BatchProgress => ({
  id: 'batch-1',
  totalJobs: 2,
  completedJobs: 0,
  failedJobs: 0,
  remainingJobs: 2,
  waitingExecutionJobs: 2,
  finished: false,
  ...over,
});

export const makeLogSummary = (over: Partial<LogSummary> = {}): LogSummary => ({
  processInstanceId: 'pi-1',
  process: 'orders',
  businessKey: 'PO-1',
  state: 'COMPLETED',
  lines: 3,
  bytes: { simple: 120, complete: 2048 },
  ...over,
});

export const makeInstanceRun = (over: Partial<InstanceRun> = {}): InstanceRun => ({
  id: 7,
  timestamp: '2026-11-21T08:00:00.000Z',
  task: 'work',
  topic: 'stock',
  connector: 'Stock API',
  status: 'success',
  durationMs: 42,
  message: null,
  inputFile: { name: 'input-7.json', content: '{"order":"PO-1"}' },
  outputFile: { name: 'output-7.xml', content: '<ack/>' },
  ...over,
});

export const makeLatestDefinition = (over: Partial<LatestDefinition> = {}): LatestDefinition => ({
  id: 'orders:2:b',
  key: 'orders',
  name: 'Orders',
  version: 2,
  suspended: false,
  versionMax: 2,
  status: true,
  countOfInstance: 5,
  ...over,
});
