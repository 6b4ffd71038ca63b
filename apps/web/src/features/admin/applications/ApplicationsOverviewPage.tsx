// Applications overview (admin-console.md "Applications, roles, permissions"): paged table of name and
// aadObjectId with edit and delete icons, a details link and 'New application'. Icons and the button
// follow what the server says I may do (abilities; Users.Writer at /platform).
import { useState } from 'react';
import { App, Flex, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Application } from '@cairn/contracts';
import { useApplications } from '../../../shared/api/authorization/useApplications';
import { useDeleteApplication } from '../../../shared/api/authorization/useDeleteApplication';
import { IconAction } from '../../../shared/components/IconAction';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { AdminOverviewPage } from '../../../shared/components/AdminOverviewPage';
import { PrincipalDetailsLink } from '../principals/PrincipalDetailsLink';
import { ApplicationCreateDialog } from './dialogs/ApplicationCreateDialog';
import { ApplicationEditDialog } from './dialogs/ApplicationEditDialog';
import { applicationAddress } from './applicationAddress';

export function ApplicationsOverviewPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteApplication();
  const [editing, setEditing] = useState<Application | null>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);

  const columns: TableColumnsType<Application> = [
    { key: 'name', dataIndex: 'name', title: t('adminApplications.name'), sorter: true },
    {
      key: 'aadObjectId',
      dataIndex: 'aadObjectId',
      title: t('adminApplications.aadObjectId'),
      sorter: true,
      render: (id: string) => (
        <Typography.Text code copyable={{ text: id, tooltips: [t('common.copy'), t('common.copied')] }}>
          {id}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: t('adminApplications.actions'),
      width: 140,
      render: (_, application) => (
        <Flex gap={4}>
          {application.abilities.update && (
            <IconAction
              title={t('adminApplications.edit')}
              label={t('adminApplications.editOf', { name: application.name })}
              icon={<EditOutlined />}
              onClick={() => setEditing(application)}
              data-testid={`application-edit-${application.aadObjectId}`}
            />
          )}
          {application.abilities.delete && (
            <IconAction
              title={t('common.delete')}
              label={t('adminApplications.deleteOf', { name: application.name })}
              danger
              icon={<DeleteOutlined />}
              onClick={() => setDeleting(application)}
              data-testid={`application-delete-${application.aadObjectId}`}
            />
          )}
          <PrincipalDetailsLink
            to={applicationAddress(application.aadObjectId)}
            title={t('adminApplications.details')}
            label={t('adminApplications.detailsOf', { name: application.name })}
            testId={`application-details-${application.aadObjectId}`}
          />
        </Flex>
      ),
    },
  ];

  return (
    <AdminOverviewPage<Application>
      area="applications"
      columns={columns}
      useList={useApplications}
      createDialog={(open, close) => <ApplicationCreateDialog open={open} onClose={close} />}
    >
      <ApplicationEditDialog application={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminApplications.confirmDelete')}
        target={deleting?.name ?? ''}
        description={deleting && t('adminApplications.deleteText', { name: deleting.name })}
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.aadObjectId);
          void message.success(t('adminApplications.applicationDeleted'));
        }}
        onClose={() => setDeleting(null)}
        testId="application-delete"
      />
    </AdminOverviewPage>
  );
}
