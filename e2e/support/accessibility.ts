// The accessibility walk's tools: move through the app without reloading it (one sign-in, one page
// load per test), wait until a page has drawn its data, and collect axe's serious and critical
// violations (WCAG 2.x A/AA and 2.2 AA) of every page into one readable list.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** One violation on one page, as the failure message lists it. */
export interface Finding {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Goes to `address` the way the app's own links do (history.pushState + popstate, which React
 * Router's browser history listens to), so the app, its caches and its session stay loaded.
 */
export async function navigateInApp(page: Page, address: string) {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, address);
}

/** Waits until the page in the shell shows its heading (or its result's title) and nothing in it is still loading. */
export async function waitForPage(page: Page) {
  const main = page.locator('#main-content');
  await expect(main.locator('h1, h2, h3, h4, .ant-result-title').first()).toBeVisible();
  await expect(main.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0);
}

/** Collects the blocking violations of every scanned page, keyed by the page's address and a label. */
export class AxeLog {
  readonly findings: Finding[] = [];
  readonly scanned: string[] = [];
  private readonly started = Date.now();
  private axeMs = 0;
  private shellScanned = false;

  constructor(private readonly label: string) {}

  /** The next scan covers the whole document again (the side menu changes with the engagement). */
  scanShellNext() {
    this.shellScanned = false;
  }

  /**
   * Scans the page. The shell (navbar, side menu, footer) is the same on every page of an
   * engagement: after one whole scan only the page's content is scanned, which halves axe's time;
   * a page with a dialog open (rendered outside the content) is scanned whole.
   */
  async scan(page: Page, name = new URL(page.url()).pathname) {
    const axeStarted = Date.now();
    // Only violations come back in full (passes are cut to one node each): less to collect and send.
    // Legacy mode runs axe.run() in the page instead of merging per-frame results in a new blank page
    // per scan; the app has no cross-origin frames, which are all that mode leaves out.
    const builder = new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode();
    const inShell = (await page.locator('#main-content').count()) > 0;
    const dialogOpen = (await page.locator('.ant-modal-wrap:visible').count()) > 0;
    if (inShell && this.shellScanned && !dialogOpen) builder.include('#main-content');
    else if (inShell) this.shellScanned = true;
    const { violations } = await builder.analyze();
    this.axeMs += Date.now() - axeStarted;
    this.scanned.push(name);
    for (const violation of violations) {
      if (!BLOCKING.has(violation.impact ?? '')) continue;
      this.findings.push({
        page: name,
        rule: violation.id,
        impact: violation.impact ?? '',
        targets: violation.nodes.map((node) => node.target.join(' ')),
      });
    }
  }

  /** Number of violating elements (axe's nodes), the figure the issue counts. */
  get count() {
    return this.findings.reduce((sum, finding) => sum + finding.targets.length, 0);
  }

  /** `page  rule (impact)  target, target, ...` per finding, for the failure message. */
  report() {
    const lines = this.findings.map(
      (f) =>
        `${f.page}  ${f.rule} (${f.impact})  ${f.targets.slice(0, 5).join(', ')}${
          f.targets.length > 5 ? `, +${f.targets.length - 5} more` : ''
        }`,
    );
    const seconds = Math.round((Date.now() - this.started) / 1000);
    const summary = `${this.label}: ${this.count} serious/critical on ${this.scanned.length} pages (${seconds} s, axe ${Math.round(this.axeMs / 1000)} s)`;
    return [summary, ...lines].join('\n');
  }
}
