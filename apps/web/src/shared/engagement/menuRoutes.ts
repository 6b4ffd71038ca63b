// Where each side-menu entry of contracts' visibleMenuEntries leads, and back.
import type { MenuEntry } from '@cairn/contracts';

const STATIC_PATHS: Record<Exclude<MenuEntry, 'connectors' | 'access'>, string> = {
  overview: '/overview',
  import: '/import',
  modeling: '/modeling',
  filtering: '/filtering',
  labeling: '/labeling',
  fxRate: '/fx-rate',
  analytical: '/analytical',
  testing: '/testing',
  lineage: '/lineage',
  storage: '/storage-manager',
  dashboards: '/dashboards',
  workflow: '/workflow',
  configuration: '/configuration',
  gain: '/gain',
  costs: '/costs',
};

/** Every entry the side menu can show, in menu order. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  ...(Object.keys(STATIC_PATHS) as MenuEntry[]),
  'connectors',
  'access',
];

export function menuEntryPath(entry: MenuEntry, engagementId: string | null): string {
  if (entry === 'connectors') return `/connectors-configuration/${engagementId ?? ''}`;
  if (entry === 'access') return `/engagement-access/${engagementId ?? ''}`;
  return STATIC_PATHS[entry];
}

const FIRST_SEGMENT: Record<string, MenuEntry> = {
  ...Object.fromEntries(
    Object.entries(STATIC_PATHS).map(([entry, path]) => [path.slice(1), entry as MenuEntry]),
  ),
  'connectors-configuration': 'connectors',
  'engagement-access': 'access',
};

/** The menu entry a page belongs to, from the first path segment ('/modeling/run' -> 'modeling'). */
export function menuEntryForPath(pathname: string): MenuEntry | undefined {
  return FIRST_SEGMENT[pathname.split('/')[1] ?? ''];
}

/** i18n key of an entry's label and page title. */
export const menuEntryLabelKey = (entry: MenuEntry) => `menu.${entry}` as const;
