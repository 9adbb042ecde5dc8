import { Injectable } from '@nestjs/common';

/**
 * Whether this process takes new work. It stops being ready when it is told to stop (SIGTERM):
 * `GET /api/v1/health/ready` then answers 503, so a load balancer's health check takes it out of
 * rotation while the requests in flight finish (see main.ts, SHUTDOWN_DRAIN_MS).
 */
@Injectable()
export class Readiness {
  private stopping = false;

  get ready(): boolean {
    return !this.stopping;
  }

  drain(): void {
    this.stopping = true;
  }
}
