import { Layout, Tag, Typography, theme as antdTheme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VERSION_TEXT, environmentColour, type CurrentUser } from '@cairn/contracts';
import { useAppSettings } from '../../shared/api/appSettings/useAppSettings';
import { EngagementSelector } from '../../shared/engagement/EngagementSelector';
import { CairnLogo } from '../../shared/components/CairnLogo';
import { usePreferences } from '../providers/PreferencesProvider';
import { FullScreenToggle } from './FullScreenToggle';
import { HelpMenu } from './HelpMenu';
import { UserMenu } from './UserMenu';

function EnvironmentTag({ environment }: { environment: string }) {
  const { token } = antdTheme.useToken();
  const colour = environmentColour(environment);
  const tagColour = colour === 'primary' ? token.colorPrimary : colour === 'warning' ? 'warning' : 'error';
  return (
    <Tag
      data-testid="environment-label"
      data-colour={colour}
      color={tagColour}
      variant="outlined"
      style={{ marginInlineEnd: 0 }}
    >
      {environment}
    </Tag>
  );
}

export function Navbar({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { theme } = usePreferences();
  const { data: settings } = useAppSettings();
  const { text, background, border } = theme.header;

  return (
    <Layout.Header
      className="cairn-navbar"
      style={{ background, color: text, borderBottom: `1px solid ${border}` }}
    >
      <Link
        to="/overview"
        className="cairn-navbar__brand"
        style={{ color: text }}
        aria-label={t('shell.goToOverview')}
      >
        <CairnLogo size={32} />
        <span className="cairn-navbar__name">{t('app.name')}</span>
      </Link>
      <EngagementSelector />
      <div className="cairn-navbar__spacer" />
      {settings && <EnvironmentTag environment={settings.environment} />}
      <Typography.Text className="cairn-navbar__version" style={{ color: text }} data-testid="version-text">
        {settings?.versionNo || DEFAULT_VERSION_TEXT}
      </Typography.Text>
      <FullScreenToggle color={text} />
      <HelpMenu color={text} />
      <Typography.Text className="cairn-navbar__welcome" style={{ color: text }} data-testid="welcome-text">
        {t('shell.welcome', { name: user.displayName })}
      </Typography.Text>
      <UserMenu user={user} color={text} />
    </Layout.Header>
  );
}
