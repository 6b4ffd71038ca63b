// The overview's edit icon: the application's name (section 5: required); 'applicationInfoSaved'.
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Application, type UpdateApplication } from '@cairn/contracts';
import { useUpdateApplication } from '../../../../shared/api/authorization/useUpdateApplication';
import { PrincipalFormDialog } from '../../principals/dialogs/PrincipalFormDialog';
import { ADMIN_NAMES } from '../../forms/adminNames';

interface Props {
  application: Application | null;
  onClose: () => void;
}

export function ApplicationEditDialog({ application, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateApplication(application?.aadObjectId ?? '');

  const submit = async (values: UpdateApplication) => {
    await update.mutateAsync({ name: values.name.trim() });
    void message.success(t('adminApplications.applicationInfoSaved'));
  };

  return (
    <PrincipalFormDialog<UpdateApplication>
      // A fresh form per application, so the initial name is the chosen one.
      key={application?.id}
      open={application !== null}
      title={t('adminApplications.editApplication')}
      testId="edit-application"
      name={{ ...ADMIN_NAMES.application, label: t('adminApplications.name') }}
      initialValues={{ name: application?.name ?? '' }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
