import { MONITOR_MESSAGES, MONITOR_PATH_PREFIX } from '@console/shared/contract';
import type { Db } from '../../db/types';
import type { ProcessEngine } from '../../engine';
import { badRequest } from '../../http/envelope';
import { checkTimezone, parseSchedule } from '../automation/cron';
import { tenantConnector } from '../connectors/connector-service';
import { assertCredential } from '../credentials/service';
import { parseStorePath } from '../files/store-path';
import type { FileMonitorInput, MqMonitorInput, WebApiMonitorInput } from './schema';

/** A glob that stays among the folder's names: no path separators, no steps out. */
export function checkPattern(pattern: string) {
  if (pattern.includes('/') || pattern.includes('\\') || pattern.includes('..')) {
    throw badRequest(`body.pattern: ${MONITOR_MESSAGES.patternSlash}`);
  }
}

/** SPEC §5: a monitored folder starts with 'mounted/' and ends with '/', inside the store. */
export function checkFolder(folder: string) {
  if (!folder.startsWith(MONITOR_PATH_PREFIX) || !folder.endsWith('/')) {
    throw badRequest(`body.folder: ${MONITOR_MESSAGES.gcsPath}`);
  }
  try {
    parseStorePath(folder);
  } catch (error) {
    throw badRequest(`body.folder: ${(error as Error).message}`);
  }
}

/** The flow must be deployed in the tenant: a monitor of nothing would only fail. */
async function checkProcessKey(engine: ProcessEngine, tenantId: number, key: string) {
  await engine.latestDefinitionId(tenantId, key).catch(() => {
    throw badRequest(`body.processKey: no deployed flow has the key '${key}'`);
  });
}

/** What the checks read: the tenant's connectors and credentials, and its deployed flows. */
export interface CheckHost {
  db: Db;
  engine: ProcessEngine;
}

async function checkCommon(
  { db, engine }: CheckHost,
  tenantId: number,
  input: { processKey: string; eventConnectorId?: number | null },
) {
  await checkProcessKey(engine, tenantId, input.processKey);
  if (input.eventConnectorId) {
    await tenantConnector(db, tenantId, input.eventConnectorId, 'event').catch(() => {
      throw badRequest(
        `body.eventConnectorId: no event connector has the id ${input.eventConnectorId}`,
      );
    });
  }
}

async function checkCredential(db: Db, tenantId: number, id: number, templates: string[]) {
  const row = await assertCredential(db, tenantId, id).catch(() => {
    throw badRequest(`body.credentialId: no credential has the id ${id}`);
  });
  if (!templates.includes(row.templateId)) {
    throw badRequest(
      `body.credentialId: the credential must be of the kind ${templates.join(' or ')}`,
    );
  }
}

export async function checkFileMonitor(host: CheckHost, tenantId: number, input: FileMonitorInput) {
  checkFolder(input.folder);
  checkPattern(input.pattern);
  await checkCommon(host, tenantId, input);
}

export async function checkMqMonitor(host: CheckHost, tenantId: number, input: MqMonitorInput) {
  await checkCommon(host, tenantId, input);
  await checkCredential(host.db, tenantId, input.credentialId, ['amqp']);
  if (input.routingKey && !input.exchange) {
    throw badRequest('body.routingKey: a routing key needs an exchange to bind the queue to');
  }
}

export async function checkWebApiMonitor(
  host: CheckHost,
  tenantId: number,
  input: WebApiMonitorInput,
) {
  await checkCommon(host, tenantId, input);
  checkTimezone('body.timezone', input.timezone);
  parseSchedule('body.schedule', input.schedule, input.timezone);
  if (input.credentialId) {
    await checkCredential(host.db, tenantId, input.credentialId, [
      'http-basic',
      'bearer-token',
      'api-key-header',
    ]);
  }
}
