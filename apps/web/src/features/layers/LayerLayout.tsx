// The frame of a data-journey layer (modeling, filtering, labeling / FX rate, analytical, testing):
// title and the Configure / Build / Run / Monitor (and Storage) tabs the user may see, then the
// step's page. A step the user may not see goes to the first visible one, or to Overview.
import { useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/components/PageHeader';
import { PageSpin } from '../../shared/components/PageSpin';
import { engagementSwitches } from '../../shared/engagement/engagementSwitches';
import { useAddressMovedOn } from '../../shared/engagement/useAddressMovedOn';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { useStorageConfigurations } from '../../shared/api/storage/useStorageConfigurations';
import { GainFxRatesCard } from '../gain/batches/GainFxRatesCard';
import type { JourneyLayerArea } from './layerAreas';
import { LAYER_PATHS, layerTitleKey, redirectForStep, visibleLayerTabs, type LayerTab } from './layerTabs';

/** The step segment of the address: '/modeling/config?branch=x' -> 'config'; '' on the bare address. */
function currentStep(pathname: string, area: JourneyLayerArea): string {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.indexOf(LAYER_PATHS[area]);
  return at >= 0 ? (segments[at + 1] ?? '') : '';
}

const tabKey = (tab: LayerTab) => (tab.kind === 'step' ? tab.path : 'storage');

export function LayerLayout({ area }: { area: JourneyLayerArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { engagementId, pages, flags, menu, isLoading } = useEngagementWorkspace();
  // Only filtering's Storage tab depends on the storage configurations.
  const configurations = useStorageConfigurations(area === 'filtering' ? engagementId : null);
  // An engagement switch towards Overview began after this layer opened: the new engagement's
  // tabs may not include this step, but redirecting to one of them would race the switch's own
  // navigation and could win, leaving the user on this layer instead of Overview.
  const switchesAtMount = useRef(engagementSwitches.countTowardsOverview());
  // The address has already moved on while this layer still shows (the next page's chunk is
  // loading). A render of this layer that suspended before its first commit is retried with a
  // fresh ref, taken after the switch began, so the count alone cannot tell (CI: the shell e2e
  // ended on the gain engagement's /testing/config, 3 runs in 3 here).
  const addressMovedOn = useAddressMovedOn();
  const leaving = addressMovedOn || engagementSwitches.countTowardsOverview() !== switchesAtMount.current;

  if (leaving || isLoading || (area === 'filtering' && configurations.isPending && !!engagementId))
    return <PageSpin />;

  const tabs = visibleLayerTabs({
    area,
    pages,
    flags,
    hasConfigurationStorage: !!configurations.data?.some((c) => c.storagePurpose === 'configuration'),
    canOpenStorage: menu.includes('storage'),
  });
  const step = currentStep(pathname, area);
  // The bare address has its own redirect (the spec's "redirects to ..."), which lands here again.
  const redirect = step ? redirectForStep(step, tabs, area) : null;
  if (redirect)
    return (
      <Navigate to={redirect.startsWith('/') ? redirect : `/${LAYER_PATHS[area]}/${redirect}`} replace />
    );

  const open = (key: string) => {
    const tab = tabs.find((candidate) => tabKey(candidate) === key);
    if (!tab) return;
    navigate(tab.kind === 'step' ? `/${LAYER_PATHS[area]}/${tab.path}` : `/storage-manager/${tab.purpose}`);
  };

  return (
    <>
      <PageHeader title={t(layerTitleKey(area, pages.isGain))} />
      <Tabs
        activeKey={step}
        onChange={open}
        data-testid="layer-tabs"
        items={tabs.map((tab) => ({
          key: tabKey(tab),
          label: <span data-testid={`layer-tab-${tab.key}`}>{t(`layers.tabs.${tab.key}`)}</span>,
        }))}
      />
      <Outlet />
      {/* A gain engagement's FX Rate screens show its FX rates (the labeling page under either name). */}
      {pages.isGain &&
        (area === 'fxRate' || area === 'labeling') &&
        engagementId &&
        flags.canReadGainImportConfiguration && <GainFxRatesCard engagementId={engagementId} />}
    </>
  );
}
