// The frame of one broker or API connection card: its name with the version (or "not saved"), the
// History and Delete buttons, the form whose every edit reaches the tab at once, and the Enabled
// switch beside Save, which persists this entry only. The card puts its own fields inside.
import type { ReactNode } from 'react';
import { Button, Card, Flex, Form, Space, Switch, Tag, Tooltip, type FormInstance } from 'antd';
import { DeleteOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../../shared/validation/serverFieldErrors';
import type { Draft } from './connectorDrafts';

export interface VersionedSaved {
  version: number;
  abilities: { update: boolean; delete: boolean };
}

/** What the tab gives every card. */
export interface VersionedEntryProps<S, V> {
  draft: Draft<S, V>;
  canWrite: boolean;
  saving: boolean;
  onChange: (values: V) => void;
  /** Persists the entry; rejects with the server's error. */
  onSave: () => Promise<unknown>;
  onDelete: () => void;
  onHistory: () => void;
}

interface Props<S extends VersionedSaved, V extends object> extends VersionedEntryProps<S, V> {
  form: FormInstance<V>;
  /** The card's test id; its buttons and fields add `-<name>`. */
  testId: string;
  /** The saved name, or what a new entry is called. */
  title: string;
  /** Buttons before History (a connection's Test). */
  actions?: ReactNode;
  /** Shown above the form (a connection's test result). */
  banner?: ReactNode;
  children: ReactNode;
}

export function VersionedEntryCard<S extends VersionedSaved, V extends object>(props: Props<S, V>) {
  const { form, testId, draft, canWrite, onChange, onSave } = props;
  const { t } = useTranslation();
  const saved = draft.saved;

  const save = async () => {
    await form.validateFields();
    try {
      await onSave();
    } catch (error) {
      showServerFieldErrors(form, error, t);
    }
  };

  return (
    <Card
      data-testid={testId}
      title={
        <Space>
          {props.title}
          {saved ? (
            <Tag>{t('connectors.versionN', { version: saved.version })}</Tag>
          ) : (
            <Tag color="orange">{t('connectors.unsaved')}</Tag>
          )}
        </Space>
      }
      extra={
        <Space>
          {props.actions}
          {saved && (
            <Tooltip title={t('connectors.history')}>
              <Button
                icon={<HistoryOutlined />}
                aria-label={t('connectors.history')}
                onClick={props.onHistory}
                data-testid={`${testId}-history`}
              />
            </Tooltip>
          )}
          {canWrite && (!saved || saved.abilities.delete) && (
            <Tooltip title={t('common.delete')}>
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t('common.delete')}
                onClick={props.onDelete}
                data-testid={`${testId}-delete`}
              />
            </Tooltip>
          )}
        </Space>
      }
    >
      {props.banner}
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={draft.values}
        disabled={!canWrite}
        onValuesChange={(_, all) => onChange({ ...draft.values, ...all })}
        onFinish={() => void save()}
      >
        {props.children}
        <Flex justify="space-between" align="center">
          <Form.Item
            name="enabled"
            label={t('connectors.enabled')}
            valuePropName="checked"
            style={{ marginBottom: 0 }}
          >
            <Switch data-testid={`${testId}-enabled`} />
          </Form.Item>
          {canWrite && (
            <Button
              type="primary"
              htmlType="submit"
              icon={<SaveOutlined />}
              loading={props.saving}
              data-testid={`${testId}-save`}
            >
              {t('common.save')}
            </Button>
          )}
        </Flex>
      </Form>
    </Card>
  );
}
