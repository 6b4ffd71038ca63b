// Theme (template) and antd locale for the whole app. The theme is remembered locally so the
// Login page already wears it; the signed-in user's templateName wins once known. A user who asks
// the system for reduced motion gets antd without animations.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import enGB from 'antd/locale/en_GB';
import deDE from 'antd/locale/de_DE';
import frFR from 'antd/locale/fr_FR';
import nlNL from 'antd/locale/nl_NL';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TEMPLATE, LOCAL_KEYS, TEMPLATES, type Locale, type TemplateName } from '@cairn/contracts';
import { usePrefersReducedMotion } from '../../shared/hooks/usePrefersReducedMotion';
import { readLocal, writeLocal } from '../../shared/storage/localPreferences';
import { THEMES, type CairnTheme } from '../theme/themes';
import { useThemeCssVariables } from '../theme/themeCssVariables';
import { LiveAnnouncer } from '../../shared/announcements/LiveAnnouncer';
import { NotificationBridge } from './NotificationBridge';

const ANTD_LOCALES: Record<Locale, AntdLocale> = { en: enUS, 'en-GB': enGB, de: deDE, fr: frFR, nl: nlNL };

interface Preferences {
  template: TemplateName;
  theme: CairnTheme;
  setTemplate: (template: TemplateName) => void;
}

const PreferencesContext = createContext<Preferences | null>(null);

export const isTemplate = (value: unknown): value is TemplateName =>
  typeof value === 'string' && (TEMPLATES as readonly string[]).includes(value);

function initialTemplate(): TemplateName {
  const stored = readLocal(LOCAL_KEYS.theme);
  return isTemplate(stored) ? stored : DEFAULT_TEMPLATE;
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [template, setTemplateState] = useState<TemplateName>(initialTemplate);
  const { i18n } = useTranslation();
  const setTemplate = useCallback((next: TemplateName) => {
    writeLocal(LOCAL_KEYS.theme, next);
    setTemplateState(next);
  }, []);
  const value = useMemo(() => ({ template, theme: THEMES[template], setTemplate }), [template, setTemplate]);
  const locale = ANTD_LOCALES[i18n.language as Locale] ?? enUS;
  const reducedMotion = usePrefersReducedMotion();
  useThemeCssVariables(value.theme);
  const themeConfig = useMemo(() => {
    const { config } = THEMES[template];
    return reducedMotion ? { ...config, token: { ...config.token, motion: false } } : config;
  }, [template, reducedMotion]);

  return (
    <PreferencesContext.Provider value={value}>
      <ConfigProvider theme={themeConfig} locale={locale}>
        <AntdApp>
          <NotificationBridge />
          <LiveAnnouncer />
          {children}
        </AntdApp>
      </ConfigProvider>
    </PreferencesContext.Provider>
  );
}

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences must be used inside <PreferencesProvider>');
  return preferences;
}
