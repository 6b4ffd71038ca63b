// Privacy and Terms of Use are top-level pages (workspace.md: reachable signed out, from the login
// page and from the shell's footer alike), so they carry their own small frame instead of the shell.
import { Button, Layout } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export function LegalLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Opened in a fresh tab there is nothing to go back to: go to the entry page instead.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content
        id="main-content"
        style={{ maxWidth: 960, width: '100%', margin: '0 auto', padding: '24px 16px' }}
      >
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          onClick={back}
          data-testid="legal-back"
          style={{ paddingLeft: 0 }}
        >
          {t('common.back')}
        </Button>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
