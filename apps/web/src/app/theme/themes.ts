// The spec's two templates as real antd themes. 'Deloitte' follows that brand: green primary,
// black header, Arial-like sans-serif and square corners; text on the bright green stays black.
// Both keep every text at WCAG AA contrast (readableColors.ts) and a visible focus ring (accessibility.css);
// e2e/tests/accessibility.spec.ts checks every page in both.
import type { ThemeConfig } from 'antd';
import type { TemplateName } from '@cairn/contracts';
import {
  READABLE_DISABLED_SELECT,
  READABLE_STATUS_TAGS,
  READABLE_TABLE_EMPTY,
  READABLE_TEXT,
  readableTagText,
} from './readableColors';

export interface CairnTheme {
  config: ThemeConfig;
  /** Colours of the navbar, which sits outside antd's own component tokens. */
  header: { background: string; text: string; border: string; focusRing: string };
  /** The keyboard focus ring (accessibility.css): at least 3:1 against the page and the cards. */
  focusRing: string;
}

const DEFAULT_FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif";
const DELOITTE_FONT = "'Open Sans', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif";

const TAG_TEXT = readableTagText();

// Deloitte's bright green (#86BC25, 2.3:1 on white) cannot be a text colour, and antd draws much
// text in the primary colour (selected tab, menu item and page, switches' labels, steps): the
// primary is the brand's dark green (6.7:1 on white, 6.0:1 on the grey page), the bright green
// stays on primary buttons (black text, 9.2:1) and the navbar's focus ring.
const DELOITTE_GREEN = '#86BC25';
const DELOITTE_DARK_GREEN = '#046A38';

export const THEMES: Record<TemplateName, CairnTheme> = {
  Default: {
    config: {
      token: {
        ...READABLE_TEXT,
        colorPrimary: '#1668dc',
        colorLink: '#0958d9',
        colorLinkHover: '#003eb3',
        fontFamily: DEFAULT_FONT,
        borderRadius: 6,
      },
      components: {
        Tag: { ...READABLE_STATUS_TAGS, ...TAG_TEXT },
        Select: READABLE_DISABLED_SELECT,
        Table: READABLE_TABLE_EMPTY,
        // antd's hover blue (#4096ff) is 3.0:1 on white; a pointer resting on a tab or button keeps it.
        Tabs: { itemHoverColor: '#0958d9' },
        Button: { defaultHoverColor: '#0958d9', defaultHoverBorderColor: '#0958d9' },
        Layout: {
          headerBg: '#ffffff',
          siderBg: '#ffffff',
          bodyBg: '#f5f7fa',
          footerBg: '#f5f7fa',
          headerPadding: '0 24px',
        },
      },
    },
    header: { background: '#ffffff', text: 'rgba(0, 0, 0, 0.88)', border: '#e5e8ec', focusRing: '#1668dc' },
    focusRing: '#1668dc',
  },
  Deloitte: {
    config: {
      token: {
        ...READABLE_TEXT,
        colorPrimary: DELOITTE_DARK_GREEN,
        colorLink: DELOITTE_DARK_GREEN,
        colorLinkHover: '#03522b',
        colorInfo: '#0076A8',
        fontFamily: DELOITTE_FONT,
        borderRadius: 0,
      },
      components: {
        Layout: {
          headerBg: '#000000',
          siderBg: '#ffffff',
          bodyBg: '#f2f2f2',
          footerBg: '#f2f2f2',
          headerPadding: '0 24px',
        },
        // The brand's bright green stays where it is a fill under black text: primary buttons.
        Button: {
          colorPrimary: DELOITTE_GREEN,
          colorPrimaryHover: '#9acd3c',
          colorPrimaryActive: '#75a61f',
          primaryColor: '#000000',
          defaultHoverColor: DELOITTE_DARK_GREEN,
          defaultHoverBorderColor: DELOITTE_DARK_GREEN,
        },
        Menu: { itemSelectedColor: DELOITTE_DARK_GREEN, itemSelectedBg: '#eef6e2' },
        Tabs: { itemHoverColor: '#03522b' },
        Tag: { ...READABLE_STATUS_TAGS, ...TAG_TEXT, defaultColor: '#000000' },
        Select: READABLE_DISABLED_SELECT,
        Table: READABLE_TABLE_EMPTY,
      },
    },
    // White on black; the ring on the black navbar is the bright green (8.9:1).
    header: { background: '#000000', text: '#ffffff', border: '#000000', focusRing: DELOITTE_GREEN },
    focusRing: DELOITTE_DARK_GREEN,
  },
};
