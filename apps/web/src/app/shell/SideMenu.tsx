// The engagement side menu (workspace.md "Side menu"): which entries show is decided by contracts'
// visibleMenuEntries from the engagement's features and the permissions at its scope.
import { Menu, Skeleton, type MenuProps } from 'antd';
import {
  ApiOutlined,
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
  SettingOutlined,
  SwapOutlined,
  TagsOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@cairn/contracts';
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
  storage: <FolderOpenOutlined />,
  dashboards: <DashboardOutlined />,
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
];
const ADMINISTRATION: MenuEntry[] = ['configuration', 'gain', 'costs', 'connectors', 'access'];
const SUBMENUS = ['dataJourney', 'administration'];

export function SideMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menu, engagementId, isLoading } = useEngagementWorkspace();

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
    ...group('administration', t('menu.administration'), <ToolOutlined />, ADMINISTRATION),
  ];

  const entry = menuEntryForPath(pathname);
  const selected = entry ? [menuEntryPath(entry, engagementId)] : [];

  return (
    <nav aria-label={t('menu.label')}>
      <Menu
        data-testid="side-menu"
        mode="inline"
        items={items}
        selectedKeys={selected}
        defaultOpenKeys={SUBMENUS}
        onClick={({ key }) => navigate(key)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
