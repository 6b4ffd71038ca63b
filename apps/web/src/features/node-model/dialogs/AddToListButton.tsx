import { Button, Form } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The Add button that ends a list dialog's inline form (it submits the form). */
export function AddToListButton({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item style={{ marginInlineEnd: 0 }}>
      <Button htmlType="submit" icon={<PlusOutlined />} data-testid={testId}>
        {t('nodeModel.add')}
      </Button>
    </Form.Item>
  );
}
