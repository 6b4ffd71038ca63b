// The environment of every git command Cairn runs for git over HTTP: no inherited configuration
// (a user's ~/.gitconfig or /etc/gitconfig must not change what a push does), and nothing of Cairn's
// own environment (database address, secrets) handed to git or its hooks.
export function gitEnvironment(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    HOME: '/nonexistent',
    LANG: 'C',
  };
}
