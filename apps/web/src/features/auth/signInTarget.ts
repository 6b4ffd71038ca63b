// Where the sign-in form goes once the server has accepted the password. The app is already loaded,
// so a page of the app opens inside it (no second load of the app's code and settings: about a
// third of the time from "Sign in" to a usable Overview on a 2-core machine, web.overview_ms); an
// address the server answers itself (the API, sign-in, git, health checks, files) is a real
// navigation.
const SERVER_ADDRESS = /^\/(api|authorization|git)(\/|$)|^\/(healthz|readyz)$|\.[a-z0-9]+$/i;

export function opensInApp(target: string): boolean {
  const path = target.split(/[?#]/)[0];
  return !SERVER_ADDRESS.test(path);
}
