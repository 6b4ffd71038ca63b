// Language and template changes apply at once and are saved on the profile; a failed save
// puts the previous choice back so screen and profile never disagree.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, Locale, TemplateName } from '@cairn/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../api/profile/keys';
import { useUpdateProfile } from '../api/profile/useUpdateProfile';
import { isTemplate, useTemplate } from './templateContext';

function useSaveProfile() {
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const save = useCallback(
    (
      change: Partial<Pick<CurrentUser, 'language' | 'templateName' | 'displayName'>>,
      onError: () => void,
    ) => {
      // The cached user at the moment of the change (not of the last render): it already holds a
      // change made a moment ago whose save is still on its way.
      const user = queryClient.getQueryData<CurrentUser>(profileKeys.me());
      if (!user) return;
      const { language, displayName, templateName } = { ...user, ...change };
      update.mutate({ language, displayName, templateName }, { onError });
    },
    [queryClient, update],
  );
  return { save, isPending: update.isPending };
}

export function useChangeTemplate() {
  const { template, setTemplate } = useTemplate();
  const { save, isPending } = useSaveProfile();
  const change = useCallback(
    (next: TemplateName) => {
      const previous = template;
      setTemplate(next);
      save({ templateName: next }, () => setTemplate(previous));
    },
    [template, setTemplate, save],
  );
  return { template, change, isPending };
}

export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { save, isPending } = useSaveProfile();
  const change = useCallback(
    (next: Locale) => {
      const previous = i18n.language;
      void i18n.changeLanguage(next);
      save({ language: next }, () => void i18n.changeLanguage(previous));
    },
    [i18n, save],
  );
  return { language: i18n.language as Locale, change, isPending };
}

/** After the user loads (and after every profile save), the profile's language and template rule. */
export function useApplyUserPreferences(user: CurrentUser | undefined) {
  const { i18n } = useTranslation();
  const { setTemplate } = useTemplate();
  const language = user?.language;
  const templateName = user?.templateName;
  useEffect(() => {
    if (language && i18n.language !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);
  useEffect(() => {
    if (isTemplate(templateName)) setTemplate(templateName);
  }, [templateName, setTemplate]);
}
