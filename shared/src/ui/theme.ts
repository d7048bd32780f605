import type { ThemeConfig } from 'antd';

/**
 * The console's antd theme: the host's ConfigProvider gives it to every page, remotes' too, and
 * the screen tests render under it. Its colours are chosen for WCAG AA (issue 24 §3): every text
 * colour reaches 4.5:1 on white, on the layout's grey and on the light background antd pairs it
 * with (a status tag's, a selected menu item's). antd's own defaults do not: its link blue is
 * 4.1:1, its red 3.3:1, its green 2.3:1 and its secondary text 3.4:1 on white.
 *
 * antd derives a colour's whole palette from the seed, and a dark seed gives grey light
 * backgrounds; so for success and warning the light tones stay antd's defaults, set here.
 */
const PRIMARY = '#1668dc';

/**
 * The text of preset-coloured tags (`<Tag color="green">`) is the palette's 7th tone on its 1st:
 * one tone darker where antd's falls short. antd keeps each tone under two names, and its CSS
 * variable (--ant-green-7) takes the value of the last one, `green-7`: both are set.
 */
const TAG_TEXT = {
  green: '#237804',
  cyan: '#006d75',
  orange: '#ad4e00',
  gold: '#874d00',
  lime: '#3f6600',
  yellow: '#876800',
  volcano: '#ad2102',
} as const;
const PRESET_TAG_TEXT = Object.fromEntries(
  Object.entries(TAG_TEXT).flatMap(([name, color]) => [
    [`${name}7`, color],
    [`${name}-7`, color],
  ]),
);

/** antd's "no data" in tables and lists is its disabled grey (1.8:1): here secondary text. */
const EMPTY_TEXT = 'rgba(0, 0, 0, 0.6)';

export const CONSOLE_THEME = {
  token: {
    colorPrimary: PRIMARY,
    // Links and "processing" tags follow colorInfo unless told otherwise.
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorError: '#d4262e',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorSuccessHover: '#389e0d',
    colorWarning: '#9a5b00',
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffe58f',
    colorWarningBorderHover: '#ffd666',
    colorWarningHover: '#ad6800',
    // Secondary text (descriptions, empty states, table and statistic titles, breadcrumbs).
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    ...PRESET_TAG_TEXT,
  },
  components: {
    Table: { colorTextDisabled: EMPTY_TEXT },
    List: { colorTextDisabled: EMPTY_TEXT },
    // A list's "no data" sits inside its spinner, whose root declares antd's global colours
    // again: the spinner (which has no text of its own in that grey) passes the list's on.
    Spin: { colorTextDisabled: EMPTY_TEXT },
  },
} satisfies ThemeConfig;
