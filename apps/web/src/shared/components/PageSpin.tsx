import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Loading state of a whole page or area. */
export function PageSpin({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: fullScreen ? '100vh' : 240 }}
      role="status"
      aria-live="polite"
      aria-label={t('common.loading')}
    >
      <Spin size="large" description={t('common.loading')} />
    </Flex>
  );
}
