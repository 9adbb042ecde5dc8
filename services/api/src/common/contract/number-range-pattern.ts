/**
 * A regular expression source matching the whole numbers 1 to `max` written in decimal without
 * leading zeros, for parameters that travel as text (a path's or a query's digits): the OpenAPI
 * document can then state the range exactly, where a pattern like `[1-9]\d{0,9}` would admit
 * numbers the server refuses. `orBlank`: the empty text too (a query parameter sent empty counts as absent).
 */
export function wholeNumberRangePattern(max: number, options: { orBlank?: boolean } = {}): string {
  if (!Number.isSafeInteger(max) || max < 1) throw new Error(`max must be a whole number of at least 1, got ${max}`);
  const digits = String(max);
  const n = digits.length;
  const alternatives: string[] = [];
  // Fewer digits than max: any of them.
  if (n > 1) alternatives.push(n === 2 ? '[1-9]' : `[1-9]\\d{0,${n - 2}}`);
  // As many digits: max's first i digits, then a smaller digit, then anything.
  for (let i = 0; i < n; i += 1) {
    const low = i === 0 ? 1 : 0;
    const high = Number(digits[i]) - 1;
    if (high < low) continue;
    const rest = n - i - 1;
    alternatives.push(`${digits.slice(0, i)}${low === high ? String(low) : `[${low}-${high}]`}${rest === 0 ? '' : rest === 1 ? '\\d' : `\\d{${rest}}`}`);
  }
  alternatives.push(digits);
  return `^(?:${alternatives.join('|')})${options.orBlank ? '?' : ''}$`;
}
