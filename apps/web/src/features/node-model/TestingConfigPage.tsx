// Configure step of the testing layer (issue 4).
import { FeaturePlaceholderPage } from '../placeholders/FeaturePlaceholderPage';

export function TestingConfigPage() {
  return <FeaturePlaceholderPage titleKey="menu.testing" stepKey="steps.config" />;
}
