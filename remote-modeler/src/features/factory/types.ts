import type { FactoryEntry } from '@console/shared/contract';

export type { EntryChange, FactoryEntry, FactoryTag } from '@console/shared/contract';

export const isFolder = (entry: FactoryEntry) => entry.type === 'directory';
