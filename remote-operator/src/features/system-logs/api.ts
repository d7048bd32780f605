import { dataOf, http } from '@console/shared';
import type { LogFile } from '../history/api';

/** The modes of an instance's log: time and message, or every field of each line. */
export type LogMode = 'simple' | 'complete';

/** GET /stat/api/instance-log/summary: the instance, its line count and each mode's bytes. */
export interface LogSummary {
  processInstanceId: string;
  process: string;
  businessKey: string | null;
  state: string;
  lines: number;
  bytes: Record<LogMode, number>;
}

/** A connector run of the instance with what it was given and gave back. */
export interface InstanceRun {
  id: number;
  timestamp: string;
  task: string;
  topic: string;
  connector: string;
  status: 'success' | 'failed';
  durationMs: number;
  message: string | null;
  inputFile: LogFile | null;
  outputFile: LogFile | null;
}

const LOG = '/stat/api/instance-log';

// GET /stat/api/instance-log/summary?processInstanceId=: how big the log is, before reading it.
export const fetchLogSummary = (processInstanceId: string) =>
  dataOf<LogSummary>(http.get(`${LOG}/summary`, { params: { processInstanceId } }));

interface TextQuery {
  processInstanceId: string;
  mode: LogMode;
  timezone: string;
}

// GET /stat/api/instance-log: the log as text, times in the user's timezone.
export const fetchLogText = async (query: TextQuery) =>
  (await http.get<string>(LOG, { params: query, responseType: 'text' })).data;

// GET /stat/api/instance-log?download=true: the same text as a file.
export const downloadLog = async (query: TextQuery) =>
  (await http.get<Blob>(LOG, { params: { ...query, download: true }, responseType: 'blob' })).data;

// GET /stat/api/instance-log/in-out?processInstanceId=: its runs' input and output.
export const fetchInstanceRuns = (processInstanceId: string) =>
  dataOf<{ runs: InstanceRun[]; truncated: boolean }>(
    http.get(`${LOG}/in-out`, { params: { processInstanceId } }),
  );
