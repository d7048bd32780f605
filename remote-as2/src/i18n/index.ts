import type { Lang } from '@console/shared';
import { as2EnUS } from './en-US';
import { as2FrCA } from './fr-CA';
import { as2ZhCN } from './zh-CN';

export const AS2_NAMESPACE = 'as2';

export const as2Translations: Record<Lang, typeof as2EnUS> = {
  'en-US': as2EnUS,
  'zh-CN': as2ZhCN,
  'fr-CA': as2FrCA,
};
