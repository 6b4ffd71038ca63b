export * from './identity.js';
export * from './tenancy.js';
export * from './access.js';
export * from './audit.js';
export * from './storage.js';
export * from './pipelines.js';
export * from './building.js';
export * from './imports.js';
