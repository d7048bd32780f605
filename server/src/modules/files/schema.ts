import { FILE_LIMITS, FILE_SORT_KEYS } from '@console/shared/contract';
import { Type } from 'typebox';

/** Paths are checked by store-path.ts; the schema only bounds them. */
const StorePath = Type.String({ minLength: 1, maxLength: 4096 });

export const ListQuery = Type.Object({
  path: StorePath,
  cursor: Type.Optional(Type.String({ maxLength: 8192 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FILE_LIMITS.pageMax })),
  prefix: Type.Optional(Type.String({ maxLength: 255 })),
  sort: Type.Optional(Type.Union(FILE_SORT_KEYS.map((key) => Type.Literal(key)))),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

/** The older calls name the folder in the path: /api/getFileList/mounted%2Finbound%2F. */
export const FolderParams = Type.Object({ x: StorePath });
export const LegacyListQuery = Type.Omit(ListQuery, ['path']);

export const PathQuery = Type.Object({ path: StorePath });
export const PathBody = Type.Object({ path: StorePath });

export const MkdirBody = Type.Object({
  path: StorePath,
  // Length and '/' are refused with SPEC's messages by the store, not by the schema.
  name: Type.String({ maxLength: 1000 }),
});

export const BatchRemoveBody = Type.Object({
  paths: Type.Array(StorePath, { minItems: 1, maxItems: FILE_LIMITS.batchMax }),
});

export const RestoreBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });
