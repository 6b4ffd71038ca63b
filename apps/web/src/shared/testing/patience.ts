// How many times their usual time limits the web's tests get: the test command runs this suite beside
// the end-to-end tests at the lowest priority (scripts/test-all.sh), where a test may wait for a core.
export const TEST_PATIENCE = Number(process.env.CAIRN_TEST_PATIENCE ?? 1);
