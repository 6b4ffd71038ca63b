// Post-login and post-logout targets must stay on this site: a path starting with one '/'.
export function safeRedirect(target: unknown, fallback = '/overview'): string {
  if (
    typeof target !== 'string' ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.includes('\\')
  ) {
    return fallback;
  }
  // Control characters could split a Location header.
  return [...target].some((c) => c.charCodeAt(0) < 0x20) ? fallback : target;
}
