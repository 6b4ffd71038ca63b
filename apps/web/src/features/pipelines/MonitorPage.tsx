// The monitor shared by every layer: the module comes from the address (issue 5).
import { FeaturePlaceholderPage } from '../placeholders/FeaturePlaceholderPage';
import type { MenuEntry } from '@cairn/contracts';

export function MonitorPage({ entry }: { entry: MenuEntry }) {
  return <FeaturePlaceholderPage titleKey={`menu.${entry}`} stepKey="steps.monitor" />;
}
