import { MDN_TEXT_LIMIT, type As2LogDetail } from '@console/shared/contract';
import { and, eq } from 'drizzle-orm';
import { as2Logs } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../http/envelope';
import type { FileStore } from '../files/store';
import { toLog } from './log-service';

async function tenantLog(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(as2Logs)
    .where(and(eq(as2Logs.id, id), eq(as2Logs.tenantId, tenantId)));
  if (!row) throw notFound(`No AS2 message ${id}`);
  return row;
}

/**
 * GET /as2/api/QueryLogs/{id}: one message with its headers, MIC, stored path and MDN text. An
 * MDN is MIME text (a signed one carries its signature in base64), so it is shown as it is.
 */
export async function logDetail(db: Db, tenantId: number, id: number): Promise<As2LogDetail> {
  const row = await tenantLog(db, tenantId, id);
  return {
    ...toLog(row),
    headers: row.headers ?? {},
    mic: row.mic,
    filePath: row.filePath,
    mdnContentType: row.mdnContentType,
    mdnText: row.mdn ? row.mdn.toString('utf8').slice(0, MDN_TEXT_LIMIT) : null,
  };
}

/**
 * GET /as2/api/QueryLogs/{id}/file: the payload a received message stored. The AS2 user reads it
 * through its message, not through the file store (the administrator's): only that path is open.
 */
export async function logFile(db: Db, files: FileStore, tenantId: number, id: number) {
  const row = await tenantLog(db, tenantId, id);
  if (!row.filePath) throw notFound(`The AS2 message ${id} stored no file`);
  return files.download(tenantId, row.filePath);
}
