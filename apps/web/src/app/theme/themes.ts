// The spec's two templates as real antd themes. 'Deloitte' follows that brand: green primary,
// black header, Arial-like sans-serif and square corners; text on green stays black for contrast.
import type { ThemeConfig } from 'antd';
import type { TemplateName } from '@cairn/contracts';

export interface CairnTheme {
  config: ThemeConfig;
  /** Colours of the navbar, which sits outside antd's own component tokens. */
  header: { background: string; text: string; border: string };
}

const DEFAULT_FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif";
const DELOITTE_FONT = "'Open Sans', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif";

export const THEMES: Record<TemplateName, CairnTheme> = {
  Default: {
    config: {
      // Links, secondary text and status tags one shade darker than antd's: its defaults fall short of
      // WCAG AA's 4.5:1 on the light page background (axe, e2e/tests/admin.spec.ts).
      token: {
        colorPrimary: '#1668dc',
        colorLink: '#0958d9',
        colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
        colorTextDescription: 'rgba(0, 0, 0, 0.65)',
        fontFamily: DEFAULT_FONT,
        borderRadius: 6,
      },
      components: {
        Tag: {
          colorSuccess: '#237804',
          colorError: '#cf1322',
          colorWarning: '#874d00',
          colorInfo: '#0958d9',
        },
        Layout: {
          headerBg: '#ffffff',
          siderBg: '#ffffff',
          bodyBg: '#f5f7fa',
          footerBg: '#f5f7fa',
          headerPadding: '0 24px',
        },
      },
    },
    header: { background: '#ffffff', text: 'rgba(0, 0, 0, 0.88)', border: '#e5e8ec' },
  },
  Deloitte: {
    config: {
      token: {
        colorPrimary: '#86BC25',
        colorLink: '#26890D',
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
        Button: { primaryColor: '#000000' },
        Menu: { itemSelectedColor: '#26890D', itemSelectedBg: '#eef6e2' },
        Tag: { defaultColor: '#000000' },
      },
    },
    header: { background: '#000000', text: '#ffffff', border: '#000000' },
  },
};
