import type { IncomingMessage, ServerResponse } from 'node:http';
import { addVary } from '../../common/http/compression/content-coding.js';
import { endWithKeptBody } from '../../common/http/compression/kept-body.js';
import type { CachedAnswer } from '../queries/catalogue-answer-cache.js';

/** Sends a cached JSON answer with its ETag (compressed once per coding, see KeptBody), or 304 when the client already holds it. */
export function sendCachedAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('ETag', answer.etag);
  const held = req.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    addVary(res);
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  endWithKeptBody(req, res, answer.body);
}
