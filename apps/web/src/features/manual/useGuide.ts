import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@cairn/contracts';
import { loadGuide } from './guide/loadGuide';

export const guideKeys = {
  all: ['manual', 'guide'] as const,
  ofLocale: (locale: Locale) => [...guideKeys.all, locale] as const,
};

/** The guide in one language; it is part of the app's build, so it never goes stale. */
export function useGuide(locale: Locale) {
  return useQuery({
    queryKey: guideKeys.ofLocale(locale),
    queryFn: () => loadGuide(locale),
    staleTime: Infinity,
  });
}
