// The template (theme) in use and how to change it. The app's PreferencesProvider (app/providers)
// holds it and dresses antd in it; the shell and the profile's preferences read and change it here.
import { createContext, useContext } from 'react';
import { TEMPLATES, type TemplateName } from '@cairn/contracts';

export interface TemplateChoice {
  template: TemplateName;
  setTemplate: (template: TemplateName) => void;
}

export const TemplateContext = createContext<TemplateChoice | null>(null);

export const isTemplate = (value: unknown): value is TemplateName =>
  typeof value === 'string' && (TEMPLATES as readonly string[]).includes(value);

export function useTemplate(): TemplateChoice {
  const choice = useContext(TemplateContext);
  if (!choice) throw new Error('useTemplate must be used inside <PreferencesProvider>');
  return choice;
}
