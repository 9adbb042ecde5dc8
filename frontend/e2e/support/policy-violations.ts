import { afterEach } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';

/** One `securitypolicyviolation` a page reported: what was refused, by which directive, where. */
export interface PolicyViolation {
  page: string;
  directive: string;
  blockedUri: string;
  sample: string;
  source: string;
}

const BINDING = '__keyledgerPolicyViolation';
const recorded: PolicyViolation[] = [];

/**
 * Every window of every context this browser opens reports the Content-Security-Policy violations
 * of its pages (an init script listening to `securitypolicyviolation`, before any of the page's own
 * scripts). The browser runs the policy enforced: Playwright does not bypass it unless asked.
 */
export function recordPolicyViolations(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => watch(await newContext(options));
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await watch(page.context());
    return page;
  };
  return browser;
}

async function watch(context: BrowserContext): Promise<BrowserContext> {
  await context.exposeBinding(BINDING, ({ page }, violation: Omit<PolicyViolation, 'page'>) => {
    recorded.push({ page: page.url(), ...violation });
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
      report?.({ directive: event.effectiveDirective, blockedUri: event.blockedURI, sample: event.sample, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  }, BINDING);
  return context;
}

/** The violations recorded since the last call, and forgets them. */
export function takePolicyViolations(): PolicyViolation[] {
  return recorded.splice(0);
}

/** Throws naming every violation recorded since the last check. */
export function assertNoPolicyViolations(): void {
  const violations = takePolicyViolations();
  if (violations.length === 0) return;
  const lines = violations.slice(0, 10).map((v) => `${v.page}: ${v.directive} refused ${v.blockedUri || '(inline)'} ${v.sample ? `"${v.sample}" ` : ''}at ${v.source}`);
  throw new Error(`${violations.length} Content-Security-Policy violation(s):\n${lines.join('\n')}`);
}

// A test during which (or during whose set-up) a page broke the policy fails.
afterEach(assertNoPolicyViolations);
