export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  /** The orchestration alerts the user receives by e-mail. */
  alerts: () => [...profileKeys.all, 'alerts'] as const,
};
