/** What is logged of one violation: which directive refused what, on which page. */
export interface PolicyViolation {
  directive: string;
  blockedUri: string;
  documentUri: string;
}

/** Each field is cut to this many characters: a report's URIs are the browser's, not ours to trust. */
const FIELD_LENGTH = 512;
const field = (value: unknown) => (typeof value === 'string' ? value.slice(0, FIELD_LENGTH) : '');

type Fields = Record<string, unknown>;

/** The violations of a report-uri body (one) or a Reporting API body (its csp-violation entries). */
export function violationsIn(body: { 'csp-report': Fields } | Array<{ type: string; url?: string; body?: Fields }>): PolicyViolation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [{ directive: field(report['effective-directive'] ?? report['violated-directive']), blockedUri: field(report['blocked-uri']), documentUri: field(report['document-uri']) }];
  }
  return body
    .filter((report) => report.type === 'csp-violation')
    .map((report) => ({ directive: field(report.body?.effectiveDirective), blockedUri: field(report.body?.blockedURL), documentUri: field(report.body?.documentURL ?? report.url) }));
}
