// The engagement side menu (workspace.md "Side menu"): which entries show is decided by contracts'
// visibleMenuEntries from the engagement's features and the permissions at its scope. Below it, for
// administrators, the platform's administration screens (contracts' visiblePlatformMenuEntries), so
// they are reachable here with or without an engagement chosen (issue 27).
import { Menu, Skeleton, type MenuProps } from 'antd';
import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  ClusterOutlined,
  CommentOutlined,
  ControlOutlined,
  KeyOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  BarChartOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  ExperimentOutlined,
  FilterOutlined,
  FolderOpenOutlined,
  FundOutlined,
  HomeOutlined,
  LockOutlined,
  NodeIndexOutlined,
  PartitionOutlined,
  ShareAltOutlined,
  SettingOutlined,
  SwapOutlined,
  TagsOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PLATFORM_SCOPE,
  visiblePlatformMenuEntries,
  type MenuEntry,
  type PlatformMenuEntry,
} from '@cairn/contracts';
import { usePermissions } from '../../shared/api/authorization/usePermissions';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { menuEntryForPath, menuEntryLabelKey, menuEntryPath } from '../../shared/engagement/menuRoutes';

const ICONS: Record<MenuEntry, React.ReactNode> = {
  overview: <HomeOutlined />,
  import: <CloudUploadOutlined />,
  modeling: <NodeIndexOutlined />,
  filtering: <FilterOutlined />,
  labeling: <TagsOutlined />,
  fxRate: <SwapOutlined />,
  analytical: <BarChartOutlined />,
  testing: <ExperimentOutlined />,
  lineage: <ShareAltOutlined />,
  storage: <FolderOpenOutlined />,
  dashboards: <DashboardOutlined />,
  workflow: <PartitionOutlined />,
  configuration: <SettingOutlined />,
  gain: <FundOutlined />,
  costs: <DollarOutlined />,
  connectors: <ApiOutlined />,
  access: <LockOutlined />,
};

const DATA_JOURNEY: MenuEntry[] = [
  'import',
  'modeling',
  'filtering',
  'labeling',
  'fxRate',
  'analytical',
  'testing',
  'lineage',
];
const ADMINISTRATION: MenuEntry[] = ['configuration', 'gain', 'costs', 'connectors', 'access'];
const SUBMENUS = ['dataJourney', 'administration'];
const PLATFORM_SUBMENU = 'platformAdministration';

/** The platform screens' addresses, icons and labels (the user menu's words). */
const PLATFORM_ENTRIES: Record<PlatformMenuEntry, { path: string; icon: React.ReactNode; label: string }> = {
  users: { path: '/users', icon: <TeamOutlined />, label: 'userMenu.users' },
  applications: { path: '/applications', icon: <AppstoreOutlined />, label: 'userMenu.applications' },
  tenants: { path: '/tenants', icon: <ApartmentOutlined />, label: 'userMenu.tenants' },
  engagements: { path: '/engagements', icon: <ClusterOutlined />, label: 'userMenu.engagements' },
  roles: { path: '/roles', icon: <SafetyCertificateOutlined />, label: 'userMenu.roles' },
  permissions: { path: '/permissions', icon: <KeyOutlined />, label: 'userMenu.permissions' },
  auditLog: { path: '/audit-log', icon: <AuditOutlined />, label: 'userMenu.auditLog' },
  feedback: { path: '/feedback', icon: <CommentOutlined />, label: 'userMenu.feedback' },
};

/** The platform screen a page belongs to ('/tenants/t-1/general' -> '/tenants'). */
const platformPathOf = (pathname: string) =>
  Object.values(PLATFORM_ENTRIES).find(({ path }) => pathname === path || pathname.startsWith(`${path}/`))
    ?.path;

export function SideMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menu, engagementId, isLoading } = useEngagementWorkspace();
  const platform = visiblePlatformMenuEntries(usePermissions(PLATFORM_SCOPE).permissions.global);

  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 16 }} />;

  const item = (entry: MenuEntry) => ({
    key: menuEntryPath(entry, engagementId),
    label: t(menuEntryLabelKey(entry)),
    icon: ICONS[entry],
    'data-testid': `side-menu-${entry}`,
  });
  const group = (key: string, label: string, icon: React.ReactNode, entries: MenuEntry[]) => {
    const children = entries.filter((e) => menu.includes(e)).map(item);
    return children.length ? [{ key, label, icon, children }] : [];
  };
  const only = (entry: MenuEntry) => (menu.includes(entry) ? [item(entry)] : []);

  const items: MenuProps['items'] = [
    item('overview'),
    ...group('dataJourney', t('menu.dataJourney'), <DatabaseOutlined />, DATA_JOURNEY),
    ...only('storage'),
    ...only('dashboards'),
    ...only('workflow'),
    ...group('administration', t('menu.administration'), <ToolOutlined />, ADMINISTRATION),
    ...(platform.length
      ? [
          {
            key: PLATFORM_SUBMENU,
            label: t('menu.platformAdministration'),
            icon: <ControlOutlined />,
            'data-testid': 'platform-menu',
            children: platform.map((name) => ({
              key: PLATFORM_ENTRIES[name].path,
              label: t(PLATFORM_ENTRIES[name].label),
              icon: PLATFORM_ENTRIES[name].icon,
              // Not side-menu-*: those are the engagement's entries, which tests walk per engagement.
              'data-testid': `platform-menu-${name}`,
            })),
          },
        ]
      : []),
  ];

  const entry = menuEntryForPath(pathname);
  const platformPath = platformPathOf(pathname);
  const selected = entry ? [menuEntryPath(entry, engagementId)] : platformPath ? [platformPath] : [];

  return (
    <nav aria-label={t('menu.label')}>
      <Menu
        data-testid="side-menu"
        mode="inline"
        items={items}
        selectedKeys={selected}
        // Open where it is the way in: with no engagement chosen, or on one of its screens.
        defaultOpenKeys={!engagementId || platformPath ? [...SUBMENUS, PLATFORM_SUBMENU] : SUBMENUS}
        onClick={({ key }) => navigate(key)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
