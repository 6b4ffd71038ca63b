// One pipeline run: status, parameters, timings, step log, error; live while running (issue 5).
import { FeaturePlaceholderPage } from '../placeholders/FeaturePlaceholderPage';

export function RunPage() {
  return <FeaturePlaceholderPage titleKey="menu.import" stepKey="steps.monitor" />;
}
