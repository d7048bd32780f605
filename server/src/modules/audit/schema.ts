import { Type, type Static } from 'typebox';

export const AuditQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 2147483647, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
export type AuditQueryInput = Static<typeof AuditQuery>;
