import type { Lang } from '@console/shared/core';

/** Each language named in itself, so a user can find theirs whatever is showing. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  'en-US': 'English',
  'zh-CN': '中文',
  'fr-CA': 'Français',
};
