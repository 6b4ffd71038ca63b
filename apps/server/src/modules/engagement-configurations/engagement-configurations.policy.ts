// What a caller may do with an engagement's configurations (outline's policies): read with
// Engagements.Reader, save and restore with Engagements.Writer, both at the engagement (docs/decisions.md
// "Engagement configurations"). Stop cost saving follows the costs module's own rule.
import { PERMISSIONS, type ConfigurationAbilities } from '@cairn/contracts';
import { STOP_COST_SAVING_PERMISSION } from '../costs/costs.policy.js';

export const CONFIGURATION_READ = PERMISSIONS.engagementsReader;
export const CONFIGURATION_WRITE = PERMISSIONS.engagementsWriter;

export function configurationAbilities(held: ReadonlySet<string>): ConfigurationAbilities {
  const write = held.has(CONFIGURATION_WRITE);
  return { update: write, restore: write };
}

export const mayStopCostSaving = (held: ReadonlySet<string>) =>
  held.has(STOP_COST_SAVING_PERMISSION.engagement);
