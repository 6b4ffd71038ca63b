export * from './constants.js';
export * from './features.js';
export * from './scopes.js';
export * from './permissions.js';
export * from './validation.js';
export * from './flags.js';
export * from './menu.js';
export * from './api.js';
