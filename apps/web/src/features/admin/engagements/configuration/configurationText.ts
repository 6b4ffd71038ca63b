// How configuration fields and versions read on screen: a field's label key is its last name segment
// (`dashboardToolConfiguration.SubscriptionId` -> `fields.SubscriptionId`), times as YYYY-MM-DD HH:mm:ss.
import dayjs from 'dayjs';

export const fieldLabelKey = (fieldName: string) =>
  `engagementConfigurations.fields.${fieldName.split('.').pop()}`;

export const formatTimestamp = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '-');

/** A value in the diff: a dash when it is absent. */
export const formatValue = (value: unknown) =>
  value === undefined || value === null || value === '' ? '-' : String(value);
