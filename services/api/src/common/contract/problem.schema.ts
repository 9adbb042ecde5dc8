import { z } from 'zod';

/** Every error answer of the API (common/http/problem-response.ts writes it). */
export const ProblemSchema = z
  .object({
    type: z.string().meta({ description: 'A stable problem type (`urn:keyledger:problem:…`), or about:blank when the status says it all' }),
    title: z.string(),
    status: z.int().min(400).max(599).meta({ description: 'The HTTP status' }),
    message: z.string().meta({ description: 'What the client shows, in the product’s words' }),
    detail: z.string(),
    instance: z.string().meta({ description: 'The request’s path and query' }),
    requestId: z.string().optional().meta({ description: 'Also in the X-Request-Id header; quote it when reporting a problem' }),
    errors: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'Each field at fault, for a request its contract refuses' }),
  })
  .catchall(z.unknown())
  .meta({ id: 'Problem', description: 'RFC 9457 problem details, with the message to show' });
