import type { FileAuditEntry, FileEntry, FilePage, TrashEntry } from '@console/shared';

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
