// The frame of an admin details page's General (profile) tab (issue 25: one "General tab" form frame;
// admin-console.md sections 2 and 5): a card holding one vertical form, read-only without the right
// to change (or while something holds it), and the save bar under the fields: Save, plus the tab's own
// buttons before or after it. Saving says what was saved, or shows the server's field errors under
// their fields (useGeneralTabSave). Each tab brings its fields, rules and dialogs.
import type { ReactNode } from 'react';
import { App, Button, Card, Flex, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../validation/serverFieldErrors';

interface Props<V> {
  form: FormInstance<V>;
  initialValues: Partial<V>;
  onFinish: (values: V) => void;
  /** The whole form is disabled (no right to change it, or a lock). */
  readOnly?: boolean;
  /** 640 for a tab with long fields, 480 by default. */
  maxWidth?: number;
  saving: boolean;
  /** The Save button's label; common.save by default. */
  saveLabel?: string;
  saveIcon?: ReactNode;
  /** Without Save (a tab that only a right to change shows it for). */
  saveHidden?: boolean;
  /** Buttons of the save bar before Save and after it. */
  actionsBefore?: ReactNode;
  actionsAfter?: ReactNode;
  /** Above the form (a lock's notice). */
  banner?: ReactNode;
  /** Wraps the form (a lock's tooltip). */
  wrapForm?: (form: ReactNode) => ReactNode;
  /** The tab's dialogs. */
  dialogs?: ReactNode;
  /** The card is `<testId>`, the form `<testId>-form`, Save `<testId>-save`. */
  testId: string;
  /** The fields. */
  children: ReactNode;
}

export function GeneralTabForm<V extends object>({
  form,
  initialValues,
  onFinish,
  readOnly,
  maxWidth = 480,
  saving,
  saveLabel,
  saveIcon,
  saveHidden,
  actionsBefore,
  actionsAfter,
  banner,
  wrapForm = (f) => f,
  dialogs,
  testId,
  children,
}: Props<V>) {
  const { t } = useTranslation();
  return (
    <Card data-testid={testId}>
      {banner}
      {wrapForm(
        <Form<V>
          form={form}
          layout="vertical"
          disabled={readOnly}
          style={{ maxWidth }}
          initialValues={initialValues}
          onFinish={onFinish}
          data-testid={`${testId}-form`}
        >
          {children}
          <Flex gap={8} wrap>
            {actionsBefore}
            {!saveHidden && (
              <Button
                type="primary"
                htmlType="submit"
                icon={saveIcon}
                loading={saving}
                data-testid={`${testId}-save`}
              >
                {saveLabel ?? t('common.save')}
              </Button>
            )}
            {actionsAfter}
          </Flex>
        </Form>,
      )}
      {dialogs}
    </Card>
  );
}

/**
 * A field shown but never sent (an id, a creation date): no form name, so its label is tied to it by
 * id, which is its test id too.
 */
export function ReadOnlyField({ label, id, value }: { label: string; id: string; value: string }) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Input id={id} value={value} readOnly disabled data-testid={id} />
    </Form.Item>
  );
}

/**
 * The mutation options of a tab's Save: the saved message, or the server's field errors under their
 * fields; what they do not cover goes to `otherwise` (reportError, or the tab's own "save failed").
 */
export function useGeneralTabSave<V>(
  form: FormInstance<V>,
  savedText: string,
  otherwise: (error: unknown) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return {
    onSuccess: () => void message.success(savedText),
    onError: (error: unknown) => {
      if (!showServerFieldErrors(form, error, t)) otherwise(error);
    },
  };
}
