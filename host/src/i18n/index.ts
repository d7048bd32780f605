import type { Lang } from '@console/shared/core';
import { hostEnUS } from './en-US';
import { hostFrCA } from './fr-CA';
import { hostZhCN } from './zh-CN';

export const HOST_NAMESPACE = 'host';

export const hostTranslations: Record<Lang, typeof hostEnUS> = {
  'en-US': hostEnUS,
  'zh-CN': hostZhCN,
  'fr-CA': hostFrCA,
};
