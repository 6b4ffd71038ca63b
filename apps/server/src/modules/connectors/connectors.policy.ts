// What a caller may do with the brokers, API connections and connectors of an engagement (outline's
// policies), from the caller's permissions at the engagement, read once per request. Every presented
// object carries these, so the tabs gate their buttons on the answer.
import { PERMISSIONS } from '@cairn/contracts';

export interface ConnectorsPolicyContext {
  /** The caller's permissions at the engagement. */
  engagement: ReadonlySet<string>;
}

/** Brokers and API connections are engagement settings: Engagements.Writer changes them. */
export const configurationAbilities = (context: ConnectorsPolicyContext) => {
  const write = context.engagement.has(PERMISSIONS.engagementsWriter);
  return { update: write, delete: write };
};

export const listAbilities = (context: ConnectorsPolicyContext) => ({
  create: context.engagement.has(PERMISSIONS.engagementsWriter),
});

/** Testing an API connection calls out with its stored secret: the same right as changing it. */
export const apiConnectionAbilities = (context: ConnectorsPolicyContext) => ({
  ...configurationAbilities(context),
  test: context.engagement.has(PERMISSIONS.engagementsWriter),
});

/** The connectors configuration has its own permission (section 6, Connectors Configuration Writer). */
export const connectorsAbilities = (context: ConnectorsPolicyContext) => ({
  update: context.engagement.has(PERMISSIONS.connectorsConfigurationWriter),
});
