// The Broker SFTP, API connections and Connectors tabs of Engagement details (admin-console.md
// "Engagement details"; which one shows where is engagementDetailsTabs.ts).
import { ApiConnectionsTab } from './ApiConnectionsTab';
import { BrokerSftpTab } from './BrokerSftpTab';
import { ConnectorsConfigurationForm } from './ConnectorsConfigurationForm';

export interface EngagementConnectorTabProps {
  engagementId: string;
}

export function EngagementBrokerSftpTab({ engagementId }: EngagementConnectorTabProps) {
  return <BrokerSftpTab engagementId={engagementId} />;
}

export function EngagementApiConnectionsTab({ engagementId }: EngagementConnectorTabProps) {
  return <ApiConnectionsTab engagementId={engagementId} />;
}

export function EngagementConnectorsTab({ engagementId }: EngagementConnectorTabProps) {
  return <ConnectorsConfigurationForm engagementId={engagementId} />;
}
