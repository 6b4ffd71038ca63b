// Counts engagement switches, so a page of the previous engagement can tell that the app is on its
// way elsewhere. An engagement switch ends with a navigation to Overview that completes
// asynchronously; a page still mounted meanwhile (a monitor reacting to the new engagement's data)
// must not write its own address, or that write wins and takes the user back to it.
let started = 0;

export const engagementSwitches = {
  /** How many switches have begun (and not been given up) so far. */
  count: () => started,
  begin: () => {
    started += 1;
  },
  /** A switch that failed: the page the user is on stays theirs. */
  giveUp: () => {
    started -= 1;
  },
};
