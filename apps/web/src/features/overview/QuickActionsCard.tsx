import { Button, Card, Empty, Flex } from 'antd';
import {
  CloudUploadOutlined,
  ExperimentOutlined,
  NodeIndexOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@cairn/contracts';
import type { JourneyLayerArea } from '../layers/layerAreas';
import { visibleLayerTabs, type LayerTabContext } from '../layers/layerTabs';

// The spec's quick actions (Overview): each leads to a page and shows only when that page does —
// the run actions only when the layer shows its Run tab (hidden for gain, needs pipeline pages).
const ACTIONS = [
  { key: 'importFiles', path: '/import', entry: 'import', icon: <CloudUploadOutlined /> },
  { key: 'runDataModel', path: '/modeling/run', entry: 'modeling', icon: <NodeIndexOutlined /> },
  { key: 'runTests', path: '/testing/run', entry: 'testing', icon: <ExperimentOutlined /> },
  { key: 'runPipeline', path: '/filtering/run', entry: 'filtering', icon: <PlayCircleOutlined /> },
] as const satisfies readonly {
  key: string;
  path: string;
  entry: MenuEntry & (JourneyLayerArea | 'import');
  icon: React.ReactNode;
}[];

type Access = Pick<LayerTabContext, 'pages' | 'flags'>;

const showsRunTab = (area: JourneyLayerArea, { pages, flags }: Access) =>
  visibleLayerTabs({ area, pages, flags, hasConfigurationStorage: false, canOpenStorage: false }).some(
    (tab) => tab.key === 'run',
  );

export function QuickActionsCard({ menu, access }: { menu: readonly MenuEntry[]; access: Access }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const available = ACTIONS.filter(
    (a) => menu.includes(a.entry) && (a.entry === 'import' || showsRunTab(a.entry, access)),
  );

  return (
    <Card title={t('overview.quickActions')} data-testid="quick-actions">
      {available.length ? (
        <Flex gap={12} wrap>
          {available.map((action) => (
            <Button
              key={action.key}
              icon={action.icon}
              onClick={() => navigate(action.path)}
              data-testid={`quick-action-${action.key}`}
            >
              {t(`overview.actions.${action.key}`)}
            </Button>
          ))}
        </Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noQuickActions')} />
      )}
    </Card>
  );
}
