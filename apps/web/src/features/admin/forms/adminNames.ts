// What the name of each admin entity must be, in one place for its create dialog and its details
// tab: contracts' rules and length, and whether it is checked when the field is left (the tenant and
// engagement name checks) or as it is typed. Spread into NameField beside the label and test id.
import {
  MAX_APPLICATION_NAME_LENGTH,
  MAX_ENGAGEMENT_NAME_LENGTH,
  MAX_TENANT_NAME_LENGTH,
  MAX_USER_NAME_LENGTH,
  engagementNameRules,
  newEngagementNameRules,
  rules,
  tenantNameRules,
  userRules,
} from '@cairn/contracts';

export const ADMIN_NAMES = {
  tenant: { rules: tenantNameRules, maxLength: MAX_TENANT_NAME_LENGTH, checkOnBlur: true },
  engagement: { rules: engagementNameRules, maxLength: MAX_ENGAGEMENT_NAME_LENGTH, checkOnBlur: true },
  /** A new engagement's name also keeps to letters, digits, dashes and spaces. */
  newEngagement: { rules: newEngagementNameRules, maxLength: MAX_ENGAGEMENT_NAME_LENGTH, checkOnBlur: true },
  user: { rules: [userRules.pleaseProvideName], maxLength: MAX_USER_NAME_LENGTH },
  application: { rules: [rules.required], maxLength: MAX_APPLICATION_NAME_LENGTH },
};
