import type { BrowserContext } from 'playwright-core';

/** The first API answer waits this long; each next one up to three steps longer, in turn. */
const FIRST_ANSWER_MS = 400;
const STEP_MS = 300;
const STEPS = 4;

/**
 * Holds back every API answer of the context, by 400 to 1,300 ms in turn: a slow network on which
 * the page's parts get their data at different moments, as on a phone, so whatever they do not
 * reserve room for moves what is below it where a test can see it.
 */
export async function delayApiAnswers(context: BrowserContext): Promise<void> {
  let answered = 0;
  await context.route('**/api/v1/**', async (route) => {
    const delay = FIRST_ANSWER_MS + (answered++ % STEPS) * STEP_MS;
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });
}
