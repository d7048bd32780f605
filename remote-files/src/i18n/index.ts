import type { Lang } from '@console/shared';
import { filesEnUS } from './en-US';
import { filesFrCA } from './fr-CA';
import { filesZhCN } from './zh-CN';

export const FILES_NAMESPACE = 'files';

export const filesTranslations: Record<Lang, typeof filesEnUS> = {
  'en-US': filesEnUS,
  'zh-CN': filesZhCN,
  'fr-CA': filesFrCA,
};
