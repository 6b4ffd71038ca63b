// General tab of Engagement details (admin-console.md): name (required, at least 3; checked on blur),
// read-only id and tenant, and the features the provider offers as checkboxes. Save sends name,
// features (JSON text) and the unchanged resourceIds; 'engagement info saved'. The server provisions
// what a feature turned on needs (repository, pipelines, storage purposes). Read-only without the
// update ability.
import { App, Button, Card, Checkbox, Form, Input } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  engagementNameRules,
  MAX_ENGAGEMENT_NAME_LENGTH,
  SELECTABLE_FEATURES,
  type CloudProvider,
  type EngagementAdmin,
  type EngagementFeature,
} from '@cairn/contracts';
import { useUpdateEngagementAdmin } from '../../../shared/api/engagements/useUpdateEngagementAdmin';
import { reportError } from '../../../shared/api/reportError';
import { antdRule } from '../../../shared/validation/antdRules';
import { showServerFieldErrors } from '../../../shared/validation/serverFieldErrors';

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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useUpdateEngagementAdmin(engagement.id);
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
      {
        onSuccess: () => void message.success(t('adminEngagements.engagementInfoSaved')),
        onError: (error) => {
          if (!showServerFieldErrors(form, error, t)) reportError(error);
        },
      },
    );

  return (
    <Card data-testid="engagement-general">
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={readOnly}
        style={{ maxWidth: 640 }}
        initialValues={{
          name: engagement.name,
          features: engagement.features.filter((f) => selectable.includes(f)),
        }}
        onFinish={submit}
        data-testid="engagement-general-form"
      >
        <Form.Item
          name="name"
          label={t('adminEngagements.name')}
          required
          validateTrigger="onBlur"
          rules={engagementNameRules.map((rule) => antdRule(rule, t))}
        >
          <Input maxLength={MAX_ENGAGEMENT_NAME_LENGTH} data-testid="engagement-general-name" />
        </Form.Item>
        {/* Read-only fields have no form name, so their label is tied to them by id. */}
        <Form.Item label={t('adminEngagements.id')} htmlFor="engagement-general-id">
          <Input
            id="engagement-general-id"
            value={engagement.id}
            readOnly
            disabled
            data-testid="engagement-general-id"
          />
        </Form.Item>
        <Form.Item name="features" label={t('adminEngagements.features')}>
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            data-testid="engagement-general-features"
            options={selectable.map((feature) => ({
              value: feature,
              label: (
                <span data-testid={`engagement-feature-${feature}`}>
                  {t(`adminEngagements.featureNames.${feature}`)}
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={save.isPending}
          data-testid="engagement-general-save"
        >
          {t('adminEngagements.save')}
        </Button>
      </Form>
    </Card>
  );
}
