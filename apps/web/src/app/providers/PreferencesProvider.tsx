// Theme (template) and antd locale for the whole app. The theme is remembered locally so the
// Login page already wears it; the signed-in user's templateName wins once known. A user who asks
// the system for reduced motion gets antd without animations.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TEMPLATE, LOCAL_KEYS, type TemplateName } from '@cairn/contracts';
import { antdLocaleOf } from '../../i18n/libraryLocales';
import { usePrefersReducedMotion } from '../../shared/hooks/usePrefersReducedMotion';
import { readLocal, writeLocal } from '../../shared/storage/localPreferences';
import { THEMES, type CairnTheme } from '../theme/themes';
import { useThemeCssVariables } from '../theme/themeCssVariables';
import { LiveAnnouncer } from '../../shared/announcements/LiveAnnouncer';
import { isTemplate, TemplateContext, useTemplate } from '../../shared/preferences/templateContext';
import { NotificationBridge } from './NotificationBridge';

interface Preferences {
  template: TemplateName;
  theme: CairnTheme;
  setTemplate: (template: TemplateName) => void;
}

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
  const value = useMemo(() => ({ template, setTemplate }), [template, setTemplate]);
  // Loaded with the language's translations before i18next switches (undefined: antd's English).
  const locale = antdLocaleOf(i18n.language);
  const reducedMotion = usePrefersReducedMotion();
  useThemeCssVariables(THEMES[template]);
  const themeConfig = useMemo(() => {
    const { config } = THEMES[template];
    return reducedMotion ? { ...config, token: { ...config.token, motion: false } } : config;
  }, [template, reducedMotion]);

  return (
    <TemplateContext.Provider value={value}>
      <ConfigProvider theme={themeConfig} locale={locale}>
        <AntdApp>
          <NotificationBridge />
          <LiveAnnouncer />
          {children}
        </AntdApp>
      </ConfigProvider>
    </TemplateContext.Provider>
  );
}

/** The template and its theme (the shell's colours). */
export function usePreferences(): Preferences {
  const { template, setTemplate } = useTemplate();
  return { template, theme: THEMES[template], setTemplate };
}
