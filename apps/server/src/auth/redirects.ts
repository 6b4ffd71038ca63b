// Post-login and post-logout targets must stay on this site: a path starting with one '/'.
export function safeRedirect(target: unknown, fallback = '/overview'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return fallback;
  }
  return /[\u0000-\u001f]/.test(target) ? fallback : target;
}
