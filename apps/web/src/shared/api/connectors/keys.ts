// Query keys of an engagement's brokers, API connections and connectors configuration.
export const connectorKeys = {
  all: ['connectors'] as const,
  engagement: (engagementId: string) => [...connectorKeys.all, engagementId] as const,
  brokers: (engagementId: string) => [...connectorKeys.engagement(engagementId), 'brokers'] as const,
  brokerHistory: (engagementId: string, brokerId: string) =>
    [...connectorKeys.brokers(engagementId), 'history', brokerId.toLowerCase()] as const,
  apiConnections: (engagementId: string) =>
    [...connectorKeys.engagement(engagementId), 'apiConnections'] as const,
  apiConnectionHistory: (engagementId: string, apiName: string) =>
    [...connectorKeys.apiConnections(engagementId), 'history', apiName] as const,
  connectors: (engagementId: string) => [...connectorKeys.engagement(engagementId), 'connectors'] as const,
};
