import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serversTakenOut, type ClusterLike } from './start-cluster.js';

const withOutput = (output: string): ClusterLike => ({ baseUrl: '', apis: [], balancer: { pid: 1, output }, stop: async () => {} });

describe('servers HAProxy took out of rotation', () => {
  it('counts its DOWN warnings, not the UP ones', () => {
    // As HAProxy 2.6 writes them in the foreground (-db), seen when checks timed out under load.
    const output = [
      '[WARNING]  (18496) : Server api/api-2 is DOWN, reason: Layer7 timeout, check duration: 250ms. 1 active and 0 backup servers left. 22 sessions active, 0 requeued, 0 remaining in queue.',
      '[WARNING]  (18496) : Server api/api-2 is UP, reason: Layer7 check passed, code: 200, check duration: 1ms. 2 active and 0 backup servers online. 0 sessions requeued, 0 total in queue.',
      '[WARNING]  (18496) : Server api/api-1 is DOWN, reason: Layer7 timeout, check duration: 251ms. 1 active and 0 backup servers left. 55 sessions active, 0 requeued, 0 remaining in queue.',
    ].join('\n');
    assert.equal(serversTakenOut(withOutput(output)), 2);
    assert.equal(serversTakenOut(withOutput('')), 0);
  });
});
