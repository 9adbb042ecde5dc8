import { z } from 'zod';
import { defineRoute } from '../common/contract/route-contract.js';

/** The two ways browsers send violations: `report-uri` (one report) and `report-to` (the Reporting API, a list). */
export const REPORT_BODY_TYPES = ['application/csp-report', 'application/reports+json'] as const;
/** A report is a few hundred bytes; a batch of the Reporting API a few of them. */
export const REPORT_BODY_LIMIT = 16 * 1024;

const text = z.string().max(REPORT_BODY_LIMIT);

/** `report-uri`'s body (CSP level 2): its fields in kebab case. */
const CspReport = z
  .object({
    'csp-report': z.looseObject({
      'document-uri': text.optional(),
      'blocked-uri': text.optional(),
      'violated-directive': text.optional(),
      'effective-directive': text.optional(),
    }),
  })
  .meta({ id: 'CspReport' });

/** The Reporting API's body: reports of several types; csp-violation ones are logged. */
const ReportingApiReports = z
  .array(
    z.looseObject({
      type: text,
      url: text.optional(),
      body: z
        .looseObject({
          documentURL: text.optional(),
          blockedURL: text.optional(),
          effectiveDirective: text.optional(),
        })
        .optional(),
    }),
  )
  .max(100)
  .meta({ id: 'ReportingApiReports' });

export const reportPolicyViolations = defineRoute({
  method: 'POST',
  path: 'csp-reports',
  operationId: 'reportPolicyViolations',
  summary: 'Content-Security-Policy violations a browser reports (the page names this route in report-uri and Reporting-Endpoints)',
  description:
    'Each violation is logged (warn: directive, blocked URI, document URI, each cut to 512 characters); nothing is stored. Bodies of application/csp-report or application/reports+json only, 16 KB at most; 60 reports a minute per client address.',
  tag: 'Security',
  access: 'public',
  body: z.union([CspReport, ReportingApiReports]),
  bodyTypes: [...REPORT_BODY_TYPES],
  success: { status: 204, description: 'Logged' },
  errors: {
    413: 'The body is larger than 16 KB',
    415: 'The body is not application/csp-report or application/reports+json',
  },
  rateLimited: true,
});
