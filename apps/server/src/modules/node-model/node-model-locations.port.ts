// Where an engagement's node model repository lives when it is not the default <dataDir>/git/<id>.git:
// a tenant's GitRepository that the local deployment provider provisioned and the engagement selected
// among its resources. Implemented by the engagements module (modules/engagements/
// engagement-node-model.port.ts); the node model asks it on every open.
export interface NodeModelLocations {
  /** The absolute path of the engagement's provisioned bare repository, or undefined for the default. */
  gitdirOf(engagementId: string): Promise<string | undefined>;
}
