import type { Lang } from '@console/shared';
import { modelerEnUS } from './en-US';
import { modelerFrCA } from './fr-CA';
import { modelerZhCN } from './zh-CN';

export const MODELER_NAMESPACE = 'modeler';

export const modelerTranslations: Record<Lang, typeof modelerEnUS> = {
  'en-US': modelerEnUS,
  'zh-CN': modelerZhCN,
  'fr-CA': modelerFrCA,
};
