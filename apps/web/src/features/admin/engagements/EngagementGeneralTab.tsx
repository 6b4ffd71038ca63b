// General tab of Engagement details (admin-console.md): name (required, at least 3; checked on blur),
// read-only id and tenant, and the features the provider offers as checkboxes. Save sends name,
// features (JSON text) and the unchanged resourceIds; 'engagement info saved'. The server provisions
// what a feature turned on needs (repository, pipelines, storage purposes). Read-only without the
// update ability.
import { Checkbox, Form, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  SELECTABLE_FEATURES,
  type CloudProvider,
  type EngagementAdmin,
  type EngagementFeature,
} from '@cairn/contracts';
import { useUpdateEngagementAdmin } from '../../../shared/api/engagements/useUpdateEngagementAdmin';
import { reportError } from '../../../shared/api/reportError';
import { GeneralTabForm, ReadOnlyField, useGeneralTabSave } from '../../../shared/components/GeneralTabForm';

import { NameField } from '../../../shared/components/NameField';
import { ADMIN_NAMES } from '../forms/adminNames';

interface Values {
  name: string;
  features: EngagementFeature[];
}

interface Props {
  engagement: EngagementAdmin;
  cloudProvider: CloudProvider;
}

export function EngagementGeneralTab({ engagement, cloudProvider }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useUpdateEngagementAdmin(engagement.id);
  const saved = useGeneralTabSave(form, t('adminEngagements.engagementInfoSaved'), reportError);
  const selectable = SELECTABLE_FEATURES[cloudProvider];
  const readOnly = !engagement.abilities.update;

  const submit = (values: Values) =>
    save.mutate(
      {
        name: values.name.trim(),
        // Features outside the provider's set are kept by the server; send the chosen ones.
        features: JSON.stringify(values.features),
        resourceIds: engagement.resourceIds,
      },
      saved,
    );

  return (
    <GeneralTabForm<Values>
      form={form}
      readOnly={readOnly}
      maxWidth={640}
      initialValues={{
        name: engagement.name,
        features: engagement.features.filter((f) => selectable.includes(f)),
      }}
      onFinish={submit}
      saving={save.isPending}
      saveLabel={t('adminEngagements.save')}
      saveIcon={<SaveOutlined />}
      testId="engagement-general"
    >
      <NameField
        {...ADMIN_NAMES.engagement}
        label={t('adminEngagements.name')}
        testId="engagement-general-name"
      />
      <ReadOnlyField label={t('adminEngagements.id')} id="engagement-general-id" value={engagement.id} />
      <Form.Item name="features" label={t('adminEngagements.features')}>
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          data-testid="engagement-general-features"
          options={selectable.map((feature) => ({
            value: feature,
            // What each feature shows and what it needs, under its name (issue 27).
            label: (
              <span data-testid={`engagement-feature-${feature}`}>
                {t(`adminEngagements.featureNames.${feature}`)}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {t(`adminEngagements.featureHelp.${feature}`)}
                </Typography.Text>
              </span>
            ),
          }))}
        />
      </Form.Item>
    </GeneralTabForm>
  );
}
