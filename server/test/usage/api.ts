import assert from 'node:assert/strict';
import {
  FILE_STORE_URLS,
  USAGE_URLS,
  type PlanView,
  type Statement,
  type UsageReport,
} from '@console/shared/contract';
import { readConfig } from '../../src/config';
import type { UsageConfig } from '../../src/modules/usage/config';
import { multipart } from '../as2/multipart';
import type { StartedServer } from '../harness';

/** Usage counted as the tests read it: written when read, never on a timer. */
export const testUsage = (limitOverrides: UsageConfig['limitOverrides'] = {}): UsageConfig => ({
  ...readConfig({}).usage,
  flushMs: 0,
  limitOverrides,
});

export const today = () => new Date().toISOString().slice(0, 10);
export const thisMonth = () => today().slice(0, 7);

/** The account calls of one signed-in caller. */
export function accountApi(server: StartedServer, token: string) {
  const get = async <T>(url: string): Promise<T> => {
    const response = await server.call(token, { method: 'GET', url });
    assert.equal(response.statusCode, 200, `GET ${url}: ${response.body}`);
    return (response.json() as { data: T }).data;
  };
  return {
    usage: (query = '') => get<UsageReport>(`${USAGE_URLS.usage}${query}`),
    plan: () => get<PlanView>(USAGE_URLS.plan),
    statement: (month: string) => get<Statement>(`${USAGE_URLS.statement}?month=${month}`),
    setPlan: (tenantId: number, plan: string) =>
      server.call(token, { method: 'PUT', url: USAGE_URLS.plan, payload: { tenantId, plan } }),
    upload: (fileName: string, content: string) =>
      server.call(token, {
        method: 'POST',
        url: FILE_STORE_URLS.upload,
        ...multipart([
          { name: 'path', value: 'mounted/' },
          { name: 'file', filename: fileName, content: Buffer.from(content) },
        ]),
      }),
    dryRun: (script: string) =>
      server.call(token, { method: 'POST', url: '/api/script/dryRun', payload: { script } }),
  };
}

/** Today's figures of a usage report. */
export const todayOf = (report: UsageReport) => {
  const day = report.days.find((entry) => entry.day === today());
  assert.ok(day, `today in ${report.from}..${report.to}`);
  return day.values;
};
