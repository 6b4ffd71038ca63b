// The dialog of New user, New application and Edit application: a small FormDialog that asks before
// dropping changes, its name field first (focused, `<testId>-name`), then the entity's own fields.
import type { ReactNode } from 'react';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { NameField, type NameFieldProps } from '../../../../shared/components/NameField';

interface Props<Values> {
  open: boolean;
  title: string;
  /** The dialog's test ids (FormDialog's); the name input is `<testId>-name`. */
  testId: string;
  name: Omit<NameFieldProps, 'testId' | 'autoFocus' | 'disabled' | 'checkOnBlur'>;
  initialValues?: Partial<Values>;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}

export function PrincipalFormDialog<Values extends { name: string }>({
  open,
  title,
  testId,
  name,
  initialValues,
  onSubmit,
  onClose,
  children,
}: Props<Values>) {
  return (
    <FormDialog<Values>
      open={open}
      width="small"
      title={title}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={onClose}
      guardUnsavedChanges
      testId={testId}
    >
      <NameField {...name} autoFocus testId={`${testId}-name`} />
      {children}
    </FormDialog>
  );
}
