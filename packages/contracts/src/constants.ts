// Business constants of workspace.md and admin-console.md section 9, in one place for web and server.

export const LOCALES = ['en', 'en-GB', 'de', 'fr', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Template (theme) names. 'Deloitte' is the spec's second template. */
export const TEMPLATES = ['Default', 'Deloitte'] as const;
export type TemplateName = (typeof TEMPLATES)[number];
export const DEFAULT_TEMPLATE: TemplateName = 'Default';

export const CLOUD_PROVIDERS = ['azure', 'aws'] as const;
export type CloudProvider = (typeof CLOUD_PROVIDERS)[number];

export const DEFAULT_VERSION_TEXT = 'Version 1.0';
export const GUEST_DISPLAY_NAME = 'Guest';

export const PROFILE_IMAGE_SIZES = [48, 120, 240] as const;
export type ProfileImageSize = (typeof PROFILE_IMAGE_SIZES)[number];

export const POLLING = {
  monitorMs: 5000,
  serviceStatusMs: 5000,
  dashboardRefreshAfterUploadMs: 1337,
} as const;
export const COST_SAVING_STOP_HOURS = 1;
export const TIMELINE_RUNS = 8;
export const DASHBOARDS_PANEL_ITEMS = 5;
export const PIPELINE_RUN_LOOKBACK_DAYS = 30;
export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_MIN_CHARS = 3;
export const TENANT_FILTER_DEBOUNCE_MS = 500;

export const MIN_FIELD_NAME_LENGTH = 4;
export const MIN_FIELD_NAME_LENGTH_GAIN = 2;
export const MIN_DEFAULT_NAME_LENGTH = 4;
export const MAX_ACTUAL_NAME_LENGTH = 30;
export const MAX_STORAGE_DISPLAY_NAME_LENGTH = 30;
export const MIN_STORAGE_PURPOSE_LENGTH = 3;
export const MIN_NAME_LENGTH = 3; // tenant, profile, engagement and broker names
export const RESOURCE_GROUP_NAME = { min: 3, max: 24, prefix: 'NL-ETP-' } as const;
export const RESOURCE_NAME_PREFIX = 'nletp';
export const RESOURCE_TAG_MAX = 100;

export const LAYERS = ['import', 'filtering', 'labeling', 'model', 'analytical', 'test'] as const;
export type Layer = (typeof LAYERS)[number];

export const DEFAULT_STORAGE_PURPOSE = 'main';
export const IMPORT_STORAGE_PURPOSE = 'import';

export const DATE_FORMATS = {
  timeline: 'DD.MM.YYYY, HH:mm',
  monitor: 'DD-MM-YYYY, HH:mm:ss',
  historyDate: 'YYYY-MM-DD',
  historyTime: 'HH:mm:ss',
  gain: 'YYYY-MM-DD HH:mm:ss',
} as const;

export const LAYOUT = { sideSpan: 5, mainSpan: 19, engagementDropdownPx: 400 } as const;
/** Modal widths in px: admin-console.md section 9 (400, 600) and workspace.md (400, 500, 640). */
export const MODAL_WIDTH = { small: 400, medium: 500, large: 600, wide: 640 } as const;
export type ModalWidth = keyof typeof MODAL_WIDTH;
/** The publish modal's list of branches scrolls past this height in px (admin-console.md section 9). */
export const PUBLISH_LIST_MAX_HEIGHT = 500;

/** Environment label colour: Production primary, Staging warning, otherwise danger. */
export function environmentColour(environment: string): 'primary' | 'warning' | 'danger' {
  if (environment === 'Production') return 'primary';
  if (environment === 'Staging') return 'warning';
  return 'danger';
}

/** Keys the web app keeps in localStorage. */
export const LOCAL_KEYS = {
  theme: 'cairn.theme',
  lastEngagement: 'cairn.lastEngagement',
  lastVisited: 'cairn.lastVisited',
  actualNameToggle: 'cairn.showActualNames',
} as const;
export const SESSION_KEYS = { engagementState: 'cairn.engagementState' } as const;
