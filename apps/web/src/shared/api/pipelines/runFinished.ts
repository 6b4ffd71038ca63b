// Which run statuses are final: the run page and the run query stop refreshing then.
const FINISHED: readonly string[] = ['Succeeded', 'Success', 'Failed', 'Cancelled', 'TimedOut'];

/** A run that will not change any more; the run page stops refreshing then. */
export const isFinished = (status: string) => FINISHED.includes(status);
