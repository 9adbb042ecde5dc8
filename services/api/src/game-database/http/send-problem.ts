import type { Request, Response } from 'express';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  412: 'Precondition Failed',
  416: 'Range Not Satisfiable',
  500: 'Internal Server Error',
};

/**
 * For the plain Express routes outside Nest (images, videos): the same problem+json shape the
 * API's exception filter writes, never cached.
 */
export function sendProblem(req: Request, res: Response, status: number, message: string): void {
  res.status(status);
  res.set({ 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.send(JSON.stringify({ type: 'about:blank', title: TITLES[status] ?? 'Error', status, message, detail: message, instance: req.originalUrl }));
}
