import { z } from 'zod';
import { defineRoute } from '../common/contract/route-contract.js';

const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded', 'down']).meta({ description: 'degraded: a read model is failing or stopped' }),
    database: z.object({
      status: z.enum(['up', 'down']),
      kind: z.enum(['postgres', 'pglite']),
      latencyMs: z.number().optional(),
      error: z.string().optional(),
    }),
    projections: z.array(
      z.object({
        name: z.string(),
        running: z.boolean(),
        position: z.int().min(0).meta({ description: 'The last log position applied' }),
        lag: z.int().min(0).meta({ description: 'Events in the log after it' }),
        eventsApplied: z.int().min(0),
        lastError: z.string().nullable(),
        thread: z.enum(['worker', 'main', 'kafka']).meta({ description: 'kafka: built by the projector processes from the topic' }),
      }),
    ),
    kafka: z
      .object({
        relay: z.object({
          position: z.int().min(0).meta({ description: 'The last log position the broker acknowledged' }),
          lag: z.int().min(0).meta({ description: 'Log head − published' }),
        }),
        topicLag: z.int().min(0).nullable().meta({ description: 'Records on the topic the projectors have not consumed (null: the broker did not answer)' }),
        error: z.string().nullable(),
      })
      .optional()
      .meta({ description: 'With KAFKA_BROKERS only' }),
  })
  .meta({ id: 'Health' });

export const getHealth = defineRoute({
  method: 'GET',
  path: 'health',
  operationId: 'getHealth',
  summary: 'Whether the database answers, and where each read model stands',
  tag: 'health',
  access: 'public',
  noDatabase: true,
  success: { status: 200, description: 'The database answers', body: HealthSchema },
  otherAnswers: [{ status: 503, description: 'The database does not answer', body: HealthSchema }],
});

const ReadinessSchema = z.object({ ready: z.boolean() }).meta({ id: 'Readiness' });

export const getReadiness = defineRoute({
  method: 'GET',
  path: 'health/ready',
  operationId: 'getReadiness',
  summary: 'Whether this process takes new requests: the load balancer’s health check',
  description: 'Answers 503 from the moment the process is told to stop (SIGTERM), while it finishes the requests in flight; from memory, no database round trip.',
  tag: 'health',
  access: 'public',
  noDatabase: true,
  success: { status: 200, description: 'Ready', body: ReadinessSchema },
  otherAnswers: [{ status: 503, description: 'Shutting down: send new requests to another process', body: ReadinessSchema }],
});
