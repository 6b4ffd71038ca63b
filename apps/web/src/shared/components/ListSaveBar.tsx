// The bar above a form of many entries that are saved together (an engagement's storage
// configurations, its connectors, a Gain import's tables): what the list is (or that it is
// read-only), New and Save for those who may change it. Edits stay local until Save.
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  canWrite: boolean;
  /** What the list is, and what shows instead to whoever may not change it (without: buttons only). */
  intro?: string;
  readOnlyText?: string;
  newLabel: string;
  onNew: () => void;
  newTestId: string;
  saving: boolean;
  saveTestId: string;
}

export function ListSaveBar({
  canWrite,
  intro,
  readOnlyText,
  newLabel,
  onNew,
  newTestId,
  saving,
  saveTestId,
}: Props) {
  const { t } = useTranslation();
  return (
    <Flex justify={intro ? 'space-between' : 'flex-end'} align="center" gap={16} wrap>
      {intro && <Typography.Text type="secondary">{canWrite ? intro : readOnlyText}</Typography.Text>}
      {canWrite && (
        <Flex gap={8}>
          <Button icon={<PlusOutlined />} onClick={onNew} data-testid={newTestId}>
            {newLabel}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={saving}
            data-testid={saveTestId}
          >
            {t('common.save')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
