import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { addNoncedTag } from './nonced-tags.js';

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
 * Runs axe-core (every rule it has, WCAG 2.2 AA included) on the page as it is now and describes each
 * serious or critical violation, naming the rule and the elements; also any violation, whatever its
 * impact, of the rules in `alsoBlocking` (axe rates some of what a page must get right as moderate).
 * An empty list when there is none. `onlyRules` limits the run to those rules.
 */
export async function seriousA11yViolations(page: Page, alsoBlocking: readonly string[] = [], onlyRules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await addNoncedTag(page, 'script', AXE_SOURCE);
  const violations = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) })).violations;
  }, onlyRules);
  return (violations as AxeViolation[])
    .filter((violation) => BLOCKING.has(violation.impact ?? '') || alsoBlocking.includes(violation.id))
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => `    ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`);
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes.join('\n')}`;
    });
}

/** Fails on any serious or critical violation axe finds on the page now; `label` says which page and colour scheme were checked. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const blocking = await seriousA11yViolations(page);
  if (blocking.length === 0) return;
  throw new Error(`${label}: ${blocking.length} serious or critical accessibility violation(s)\n${blocking.join('\n')}`);
}

/** The theme's page backgrounds (frontend/src/app/theme/create-app-theme.ts). */
const BACKGROUND = { light: 'rgb(244, 245, 250)', dark: 'rgb(11, 14, 23)' } as const;

/** Freezes transitions while axe measures, so no colour is read halfway through a fade. */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** The rules whose answer depends on the colours; the others read the same page in either scheme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface BothSchemesOptions {
  /** Rules that fail whatever axe's impact rating (seriousA11yViolations). */
  alsoBlocking?: readonly string[];
  /** In the dark scheme, only the colour rules (the markup is the same: half the time for a sweep of many pages). */
  darkColoursOnly?: boolean;
}

/**
 * What axe finds on the page in the light scheme and then in the dark one (the app follows the OS
 * scheme while the user has not chosen one): one entry per scheme with findings, each starting with
 * `label` and the scheme. Leaves the page light.
 */
export async function a11yFindingsInBothSchemes(page: Page, label: string, { alsoBlocking = [], darkColoursOnly = false }: BothSchemesOptions = {}): Promise<string[]> {
  const findings: string[] = [];
  const style = await addNoncedTag(page, 'style', NO_TRANSITIONS);
  try {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForFunction((background) => getComputedStyle(document.body).backgroundColor === background, BACKGROUND[scheme]);
      const found = await seriousA11yViolations(page, alsoBlocking, scheme === 'dark' && darkColoursOnly ? COLOUR_RULES : undefined);
      if (found.length > 0) findings.push(`${label} (${scheme}): ${found.length} violation(s)\n${found.join('\n')}`);
    }
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    await style.evaluate((element) => element.remove());
  }
  return findings;
}

/** Fails on any serious or critical violation in the light or the dark scheme. */
export async function expectAccessibleInBothSchemes(page: Page, label: string): Promise<void> {
  const findings = await a11yFindingsInBothSchemes(page, label);
  if (findings.length > 0) throw new Error(findings.join('\n'));
}
