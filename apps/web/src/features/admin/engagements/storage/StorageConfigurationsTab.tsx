// Engagement details, Storage tab (admin-console.md): a card per storage purpose, New and Save. Edits
// stay local until Save replaces the engagement's list; the list is then reloaded. Users without
// Engagements.Writer at the engagement see the cards read-only. A storage root the local provider
// provisioned for a resource the engagement selected can fill a card's implementation and configuration.
import { useEffect } from 'react';
import { Alert, App, Col, Empty, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CloudProvider, StorageConfiguration } from '@cairn/contracts';
import { isApiError } from '../../../../shared/api/ApiError';
import { reportError } from '../../../../shared/api/reportError';
import { ListSaveForm } from '../../../../shared/components/ListSaveBar';
import { PageSpin } from '../../../../shared/components/PageSpin';
import { useSaveStorageConfigurations } from '../../../../shared/api/storage/useSaveStorageConfigurations';
import { useStorageConfigurations } from '../../../../shared/api/storage/useStorageConfigurations';
import { useEngagementStorageOffers } from '../../../../shared/api/engagements/useEngagementStorageOffers';
import { StorageConfigurationCard } from './StorageConfigurationCard';
import { differs, formFieldOf, newCard, toSaved, type ConfigurationCard } from './storageConfigurationForm';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/useUnsavedChangesGuard';
import { showServerFieldErrors } from '../../../../shared/validation/serverFieldErrors';

interface Props {
  engagementId: string;
  canWrite: boolean;
  cloudProvider: CloudProvider;
}

interface Values {
  configurations: ConfigurationCard[];
}

export function StorageConfigurationsTab({ engagementId, canWrite, cloudProvider }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const query = useStorageConfigurations(engagementId);
  const offers = useEngagementStorageOffers(engagementId);
  const save = useSaveStorageConfigurations(engagementId);
  const saved = query.data;
  const cards = Form.useWatch('configurations', form);
  const dirty = !!saved && differs(cards, saved);
  useUnsavedChangesGuard(canWrite && dirty);

  // The saved list (on load, and again after each save) replaces the local cards.
  useEffect(() => {
    if (saved) form.setFieldsValue({ configurations: saved.map((c) => ({ ...c, isNew: false })) });
  }, [saved, form]);

  const submit = async ({ configurations }: Values) => {
    save.mutate(toSaved(configurations ?? []), {
      onSuccess: () => void message.success(t('engagementDetails.storage.storageConfigurationSaveSuccess')),
      onError: (error) => {
        // The list is sent as the body itself: `0.displayName` is the first card's display name.
        showServerFieldErrors(form, error, t, (field) => formFieldOf(field) ?? undefined);
        void message.error(t('engagementDetails.storage.storageConfigurationSaveFailure'));
        // A server failure has an error number worth passing on.
        if (!isApiError(error) || error.status >= 500 || error.status === 0) reportError(error);
      },
    });
  };

  if (query.isPending) return <PageSpin />;
  if (query.isError) {
    return <Alert type="error" showIcon title={t('engagementDetails.storage.loadFailed')} />;
  }

  return (
    <ListSaveForm<Values>
      form={form}
      listName="configurations"
      disabled={!canWrite}
      onFinish={(values) => void submit(values)}
      testId="storage-configurations"
      bar={{
        canWrite,
        intro: t('engagementDetails.storage.intro'),
        readOnlyText: t('engagementDetails.storage.readOnly'),
        newLabel: t('engagementDetails.storage.new'),
        newTestId: 'storage-configuration-new',
        saving: save.isPending,
        saveTestId: 'storage-configuration-save',
      }}
      newEntry={() => newCard((cards ?? saved) as StorageConfiguration[], cloudProvider)}
      empty={<Empty description={t('engagementDetails.storage.none')} />}
    >
      {(fields, remove) => (
        <Row gutter={[16, 16]}>
          {fields.map((field) => (
            <Col key={field.key} xs={24} lg={12} xxl={8}>
              <StorageConfigurationCard
                field={field}
                canWrite={canWrite}
                onRemove={() => remove(field.name)}
                offers={offers.data}
              />
            </Col>
          ))}
        </Row>
      )}
    </ListSaveForm>
  );
}
