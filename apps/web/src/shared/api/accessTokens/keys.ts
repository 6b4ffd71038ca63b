export const accessTokenKeys = {
  all: ['accessTokens'] as const,
  mine: () => [...accessTokenKeys.all, 'mine'] as const,
  ofUser: (email: string) => [...accessTokenKeys.all, 'ofUser', email] as const,
};
