// What the benches that drive the built web app in Debian's Chromium share: a free port, the browser
// (playwright-core, never a downloaded one) and the moment a page is usable.
import fs from 'node:fs';
import net from 'node:net';
import type { Browser, Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Debian's Chromium, or null (with the reason printed) when this machine has none. */
export async function launchChromium(figure: string): Promise<Browser | null> {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`# ${figure} skipped: needs ${CHROMIUM}`);
    return null;
  }
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * A page is usable once its content has a heading and nothing in it is loading any more (no spinner,
 * skeleton or busy region): what a user waits for before they can act.
 */
export async function untilUsable(page: Page, timeout = 60_000) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('#main-content');
      return (
        !!main?.querySelector('h1, h2, h3, h4') &&
        !main.querySelector('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')
      );
    },
    undefined,
    { timeout, polling: 'raf' },
  );
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
