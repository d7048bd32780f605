import type { Lang } from '@console/shared';
import { partnersEnUS } from './en-US';
import { partnersFrCA } from './fr-CA';
import { partnersZhCN } from './zh-CN';

export const PARTNERS_NAMESPACE = 'partners';

export const partnersTranslations: Record<Lang, typeof partnersEnUS> = {
  'en-US': partnersEnUS,
  'zh-CN': partnersZhCN,
  'fr-CA': partnersFrCA,
};
