import type {
  As2Log,
  FileAuditEntry,
  FileEntry,
  FilePage,
  SendPortName,
  TrashEntry,
} from '@console/shared';

/** Server answers for the file screens, shaped as contract/wire/files.ts describes them. */

export const makeEntry = (path: string, overrides: Partial<FileEntry> = {}): FileEntry => {
  const folder = path.endsWith('/');
  return {
    name: path.replace(/\/$/, '').split('/').pop() ?? path,
    path,
    type: folder ? 'Directory' : 'file',
    size: folder ? 0 : 2048,
    createTime: '2025-03-01T10:00:00.000Z',
    updateTime: '2025-03-02T10:00:00.000Z',
    ...overrides,
  };
};

export const makePage = (
  path: string,
  entries: FileEntry[],
  {
    total = entries.length,
    nextCursor = null,
  }: { total?: number; nextCursor?: string | null } = {},
): FilePage => ({ path, entries, total, nextCursor });

export const makeTrashEntry = (overrides: Partial<TrashEntry> = {}): TrashEntry => ({
  id: 1,
  path: 'mounted/inbound/old.csv',
  type: 'file',
  size: 1024,
  deletedBy: 'admin',
  deletedAt: '2025-03-01T10:00:00.000Z',
  expiresAt: '2025-03-31T10:00:00.000Z',
  ...overrides,
});

export const makeAudit = (overrides: Partial<FileAuditEntry> = {}): FileAuditEntry => ({
  id: 1,
  path: 'mounted/inbound/orders.csv',
  action: 'upload',
  username: 'admin',
  size: 2048,
  time: '2025-03-02T10:00:00.000Z',
  ...overrides,
});

export const SEND_PORT_NAMES: SendPortName[] = [
  { id: 7, name: 'SP_ACME' },
  { id: 9, name: 'SP_GLOBEX' },
];

/** The log entry POST …/sendStored answers (contract/wire/as2-logs.ts); delivered by default. */
export const makeAs2Log = (overrides: Partial<As2Log> = {}): As2Log => ({
  id: 41,
  messageId: '<20250302.1@ourco.example.com>',
  type: 'send',
  name: 'SP_ACME',
  from: 'OURCO',
  to: 'ACME',
  fileName: 'invoice.x12',
  size: 2048,
  status: 'success',
  mdnStatus: 'processed',
  errorMessage: null,
  messageTimestamp: '2025-03-02T10:00:00.000Z',
  mdnTimestamp: '2025-03-02T10:00:01.000Z',
  demo: false,
  ...overrides,
});
