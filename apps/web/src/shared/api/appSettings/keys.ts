export const appSettingsKeys = {
  all: ['appSettings'] as const,
};
