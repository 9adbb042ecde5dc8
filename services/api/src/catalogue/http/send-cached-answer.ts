import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedAnswer } from '../queries/catalogue-answer-cache.js';

/** Sends a cached JSON answer with its ETag, or 304 when the client already holds it. */
export function sendCachedAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', answer.etag);
  const held = req.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', answer.body.length);
  res.end(answer.body);
}
