// Runs before each test file (vitest `setupFiles`). The web tests run with `isolate: false`: a worker
// runs its files one after another in one module graph, and its component tests in one happy-dom
// window, so what one file left in the browser's storage must not reach the next.
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
}
