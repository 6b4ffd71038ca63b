// The Import area (workspace.md section 2): its title and the tabs the engagement has (Files and
// Tables for gain, Folders with an import storage, Monitor with pipeline pages), then the tab's page.
import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/PageHeader';
import { PageSpin } from '../../shared/components/PageSpin';
import { IMPORT_TAB_PATHS, importTabOf } from './importTabs';
import { useImportArea } from './useImportArea';

const TAB_LABEL = {
  gainFiles: 'steps.gainFiles',
  gainTables: 'steps.gainTables',
  folders: 'importArea.tabs.folders',
  monitor: 'steps.monitor',
} as const;

export function ImportLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { tabs, ready } = useImportArea();
  const active = importTabOf(pathname);

  return (
    <>
      <PageHeader title={t('menu.import')} />
      {!ready ? (
        <PageSpin />
      ) : (
        <>
          {tabs.length > 0 && (
            <Tabs
              activeKey={active}
              onChange={(key) =>
                navigate(`/import/${IMPORT_TAB_PATHS[key as keyof typeof IMPORT_TAB_PATHS]}`)
              }
              items={tabs.map((tab) => ({
                key: tab,
                label: <span data-testid={`import-tab-${tab}`}>{t(TAB_LABEL[tab])}</span>,
              }))}
              data-testid="import-tabs"
            />
          )}
          <Outlet />
        </>
      )}
    </>
  );
}
