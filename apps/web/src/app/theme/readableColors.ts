// Tokens both templates share so that text meets WCAG AA (4.5:1) on the light pages and cards they
// both have (e2e/tests/accessibility.spec.ts runs axe on every page in both). antd's defaults fall
// short: secondary text, labels, placeholders and empty states at 45% or 25% black (3.4:1, 1.8:1),
// red, orange and gold text at 3.3:1 to 2.9:1, preset tags' text (shade 7) on their shade 1.
import { theme, type ThemeConfig } from 'antd';

type Token = NonNullable<ThemeConfig['token']>;

/** Black at these opacities on #f2f2f2 to #ffffff: 0.65 -> 6.6:1, 0.6 -> 5.5:1. */
export const READABLE_TEXT: Token = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  // Status texts (Typography type="danger" and friends, danger buttons): the palettes' darker shades.
  colorError: '#cf1322',
  colorErrorText: '#cf1322',
  colorWarningText: '#874d00',
  colorSuccessText: '#237804',
  // A link in running text is told apart by more than its colour (WCAG 1.4.1, axe link-in-text-block).
  linkDecoration: 'underline',
};

const PRESET_COLOURS = [
  'red',
  'volcano',
  'orange',
  'gold',
  'yellow',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
] as const;
// Light palettes whose shade 8 is still under 4.5:1 on shade 1 take shade 9.
const PALE = new Set<string>(['gold', 'yellow', 'lime']);

/**
 * A preset-coloured tag (`<Tag color="orange">`) writes shade 7 on shade 1; these replace shade 7
 * in the Tag component only, so the palettes elsewhere (charts, icons) keep their colours.
 */
export function readableTagText(): Record<string, string> {
  const palette = theme.getDesignToken();
  return Object.fromEntries(
    PRESET_COLOURS.map((colour) => [`${colour}7`, palette[`${colour}${PALE.has(colour) ? 9 : 8}`]]),
  );
}

/** Status tags (success, error, warning, processing) in the same darker shades. */
export const READABLE_STATUS_TAGS = {
  colorSuccess: '#237804',
  colorError: '#cf1322',
  colorWarning: '#874d00',
  colorInfo: '#0958d9',
};

/** Selects show a disabled field's placeholder too: it stays readable (disabled text is 25% black). */
export const READABLE_DISABLED_SELECT = { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' };

/** A table's empty text ("This folder is empty") is drawn in the disabled colour. */
export const READABLE_TABLE_EMPTY = { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' };
