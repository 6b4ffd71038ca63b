import { Layout, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLegalLinks } from '../../shared/components/LegalLinks';

export function ShellFooter() {
  const { t } = useTranslation();
  const legalLinks = useLegalLinks('footer');
  return (
    <Layout.Footer className="cairn-footer">
      <Space separator={<span aria-hidden="true">·</span>} wrap>
        {legalLinks}
        <Link to="/manual">{t('footer.manual')}</Link>
      </Space>
    </Layout.Footer>
  );
}
