export const accessTokenKeys = {
  all: ['accessTokens'] as const,
  mine: () => [...accessTokenKeys.all, 'mine'] as const,
};
