// A page in Debian's Chromium while builds run, over the same page idle (issue 30: "warehouse
// processes at a lower CPU priority than the HTTP server, so pages stay responsive while builds
// run"). The last tenant's user signs in through the form; a round is a full navigation to the
// overview and one to the model's run monitor, each until usable (chromium.ts). The idle rounds come
// first (after one that warms the caches), then the same rounds while the other tenants' builds run
// (queued again whenever they have all ended, so that every measured round overlaps builds).
import { launchChromium, median, untilUsable } from './chromium.js';
import { knobs } from './load-phases.js';
import type { LoadDeployment } from './load-tenants.js';
import { PASSWORD } from '../test/factories.js';

const ROUNDS = Number(process.env.CAIRN_BENCH_LOAD_PAGE_ROUNDS ?? 5);
const PAGES = ['/overview', '/modeling/monitor'];

/** Median round time idle and during builds (ms), or null when this machine has no Chromium. */
export async function pageDuringBuilds(d: LoadDeployment, email: string) {
  const browser = await launchChromium('load.page_during_builds_ratio');
  if (!browser) return null;
  try {
    const context = await browser.newContext({
      baseURL: d.origin,
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/overview');
    await untilUsable(page);
    const round = async () => {
      const started = performance.now();
      for (const address of PAGES) {
        await page.goto(address, { waitUntil: 'commit' });
        await untilUsable(page);
      }
      return performance.now() - started;
    };
    await round();
    const idle: number[] = [];
    for (let i = 0; i < ROUNDS; i++) idle.push(await round());

    const builders = d.tenants.slice(0, knobs.builds);
    for (const t of builders) await d.setRows(t, knobs.buildRows);
    const busy: number[] = [];
    while (busy.length < ROUNDS) {
      if ((await d.active()) === 0) for (const t of builders) await d.build(t);
      const ms = await round();
      if ((await d.active()) > 0) busy.push(ms);
    }
    await d.untilSettled();
    console.log(
      `# load: a round of ${PAGES.join(' + ')} idle ${idle.map((ms) => ms.toFixed(0)).join(', ')} ms; during builds ${busy.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
    await context.close();
    return { idle: median(idle), busy: median(busy) };
  } finally {
    await browser.close();
  }
}
