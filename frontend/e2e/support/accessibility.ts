import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const BLOCKING = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/**
 * Runs axe-core (every rule it has, WCAG 2.2 AA included) on the page as it is now and fails on any
 * serious or critical violation, naming the rule and the elements. `label` says which page and
 * colour scheme were checked.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  const blocking = (violations as AxeViolation[]).filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => `    ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`);
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
  throw new Error(`${label}: ${blocking.length} serious or critical accessibility violation(s)\n${report}`);
}

/** The theme's page backgrounds (frontend/src/app/theme/create-app-theme.ts). */
const BACKGROUND = { light: 'rgb(244, 245, 250)', dark: 'rgb(11, 14, 23)' } as const;

/** Freezes transitions while axe measures, so no colour is read halfway through a fade. */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * Checks the page as it is in the light scheme and then in the dark one (the app follows the OS
 * scheme while the user has not chosen one), and leaves it light.
 */
export async function expectAccessibleInBothSchemes(page: Page, label: string): Promise<void> {
  const style = await page.addStyleTag({ content: NO_TRANSITIONS });
  try {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForFunction((background) => getComputedStyle(document.body).backgroundColor === background, BACKGROUND[scheme]);
      await expectNoSeriousA11yViolations(page, `${label} (${scheme})`);
    }
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    await style.evaluate((element) => (element as Element).remove());
  }
}
