import { Layout, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function ShellFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer className="cairn-footer">
      <Space separator={<span aria-hidden="true">·</span>} wrap>
        <Link to="/privacy" data-testid="footer-privacy">
          {t('footer.privacy')}
        </Link>
        <Link to="/terms-of-use" data-testid="footer-terms">
          {t('footer.termsOfUse')}
        </Link>
        <Link to="/manual">{t('footer.manual')}</Link>
      </Space>
    </Layout.Footer>
  );
}
