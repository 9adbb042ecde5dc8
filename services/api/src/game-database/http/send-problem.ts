import type { Request, Response } from 'express';
import { sendProblem as sendProblemDetails } from '../../common/http/problem-response.js';

/** For the plain Express routes outside Nest (images, videos): the API's problem+json, never cached. */
export function sendProblem(req: Request, res: Response, status: number, message: string): void {
  res.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  sendProblemDetails(req, res, { status, message });
}
