import { theme } from 'antd';
import { CONSOLE_THEME } from './theme';

type Rgba = [number, number, number, number];

/** '#rrggbb' or 'rgb(a)(r, g, b[, a])' as numbers. */
function parseColor(color: string): Rgba {
  if (color.startsWith('#')) {
    const hex = color.slice(1);
    const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
    return [r, g, b, hex.length === 8 ? parseInt(hex.slice(6), 16) / 255 : 1];
  }
  const parts = /rgba?\(([^)]+)\)/.exec(color)?.[1].split(',').map(Number);
  if (!parts) throw new Error(`not a colour: ${color}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

const luminance = (channels: number[]) => {
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2 contrast ratio of a text colour (maybe translucent) over an opaque background. */
function contrast(text: string, background: string) {
  const [r, g, b, alpha] = parseColor(text);
  const base = parseColor(background);
  const seen = [r, g, b].map((value, at) => value * alpha + base[at] * (1 - alpha));
  const [lighter, darker] = [luminance(seen), luminance(base)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

const tokens = theme.getDesignToken(CONSOLE_THEME) as unknown as Record<string, string>;
const WHITE = '#ffffff';

/** Text tokens and the backgrounds antd draws them on. */
const PAIRS: [text: string, backgrounds: string[]][] = [
  ['colorLink', [WHITE, 'colorBgLayout']],
  ['colorPrimary', [WHITE, 'colorBgLayout', 'colorPrimaryBg']],
  ['colorInfo', [WHITE, 'colorInfoBg']],
  ['colorError', [WHITE, 'colorErrorBg']],
  ['colorSuccess', [WHITE, 'colorSuccessBg']],
  ['colorWarning', [WHITE, 'colorWarningBg']],
  ['colorTextDescription', [WHITE, 'colorBgLayout', 'colorFillAlter']],
  ['colorTextTertiary', [WHITE, 'colorBgLayout', 'colorFillAlter']],
  ['colorTextSecondary', [WHITE, 'colorBgLayout']],
  ['colorTextPlaceholder', [WHITE]],
  // Preset tags: the 7th tone on the 1st, under both of antd's names for it (its CSS variable
  // takes the hyphenated one's value).
  ...['blue', 'green', 'cyan', 'red', 'orange', 'gold', 'purple', 'magenta', 'volcano']
    .concat(['geekblue', 'lime', 'yellow'])
    .flatMap((name): [string, string[]][] => [
      [`${name}7`, [`${name}1`]],
      [`${name}-7`, [`${name}-1`]],
    ]),
];

const cases = PAIRS.flatMap(([text, backgrounds]) =>
  backgrounds.map((background) => [text, background] as const),
);

describe('the console theme', () => {
  it.each(cases)('gives %s at least 4.5:1 on %s', (text, background) => {
    const ground = background.startsWith('#') ? background : tokens[background];
    // colorFillAlter is translucent: antd lays it on white.
    const opaque = ground.startsWith('rgba') ? `#${blend(ground)}` : ground;
    expect(contrast(tokens[text], opaque)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the "no data" text of tables and lists 4.5:1 on white', () => {
    const { Table, List, Spin } = CONSOLE_THEME.components;
    for (const component of [Table, List, Spin])
      expect(contrast(component.colorTextDisabled, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white text on the solid colours (primary and danger buttons, badges) at 4.5:1', () => {
    for (const solid of ['colorPrimary', 'colorError', 'colorSuccess'])
      expect(contrast(WHITE, tokens[solid])).toBeGreaterThanOrEqual(4.5);
  });

  it("measures antd's own defaults as failing, so the measure is not lenient", () => {
    const defaults = theme.getDesignToken() as unknown as Record<string, string>;
    expect(contrast(defaults.colorLink, WHITE)).toBeLessThan(4.5);
    expect(contrast(defaults.colorSuccess, defaults.colorSuccessBg)).toBeCloseTo(2.2, 1);
  });
});

/** A translucent colour laid on white, as a hex string without '#'. */
function blend(color: string) {
  const [r, g, b, alpha] = parseColor(color);
  return [r, g, b]
    .map((value) => Math.round(value * alpha + 255 * (1 - alpha)))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('');
}
