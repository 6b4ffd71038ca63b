import { Card, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, TEMPLATES, type Locale, type TemplateName } from '@cairn/contracts';
import { useChangeLanguage, useChangeTemplate } from '../../shared/preferences/usePreferenceChanges';

/** Language and template: both apply at once and are saved on the profile. */
export function ProfilePreferencesCard() {
  const { t } = useTranslation();
  const language = useChangeLanguage();
  const template = useChangeTemplate();

  return (
    <Card title={t('profile.preferences')} data-testid="profile-preferences">
      <Form layout="vertical">
        <Form.Item label={t('profile.language')} htmlFor="profile-language">
          <Select<Locale>
            id="profile-language"
            data-testid="language-select"
            value={language.language}
            onChange={language.change}
            options={LOCALES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('profile.template')} htmlFor="profile-template" style={{ marginBottom: 0 }}>
          <Select<TemplateName>
            id="profile-template"
            data-testid="template-select"
            value={template.template}
            onChange={template.change}
            options={TEMPLATES.map((name) => ({ value: name, label: t(`templates.${name}`) }))}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
