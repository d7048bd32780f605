import type { Lang } from '@console/shared';
import { operatorEnUS } from './en-US';
import { operatorFrCA } from './fr-CA';
import { operatorZhCN } from './zh-CN';

export const OPERATOR_NAMESPACE = 'operator';

export const operatorTranslations: Record<Lang, typeof operatorEnUS> = {
  'en-US': operatorEnUS,
  'zh-CN': operatorZhCN,
  'fr-CA': operatorFrCA,
};
