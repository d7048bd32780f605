import type { Lang } from '@console/shared';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import frCA from 'antd/locale/fr_CA';
import zhCN from 'antd/locale/zh_CN';

export const ANTD_LOCALES: Record<Lang, Locale> = { 'en-US': enUS, 'zh-CN': zhCN, 'fr-CA': frCA };
