// Counts engagement switches, so a page of the previous engagement can tell that the app is on its
// way elsewhere. An engagement switch ends with a navigation to Overview that completes
// asynchronously; a page still mounted meanwhile (a monitor reacting to the new engagement's data)
// must not write its own address, or that write wins and takes the user back to it.
let started = 0;
let towardsOverview = 0;

export const engagementSwitches = {
  /** How many switches have begun (and not been given up) so far. */
  count: () => started,
  /** How many of them end on Overview: a page mounted before one of these is about to be left. */
  countTowardsOverview: () => towardsOverview,
  begin: (options: { goToOverview: boolean } = { goToOverview: true }) => {
    started += 1;
    if (options.goToOverview) towardsOverview += 1;
  },
  /** A switch that failed: the page the user is on stays theirs. */
  giveUp: (options: { goToOverview: boolean } = { goToOverview: true }) => {
    started -= 1;
    if (options.goToOverview) towardsOverview -= 1;
  },
};
