import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summarize, type CpuProfile } from './cpu-profile-summary.js';

const node = (id: number, url: string, functionName = 'f') => ({ id, callFrame: { url, functionName } });

describe('CPU profile summary', () => {
  it('sums self time by layer of the request path, idle apart from the busy shares', () => {
    const profile: CpuProfile = {
      nodes: [
        node(1, '', '(idle)'),
        node(2, 'file:///work/main/node_modules/fastify/lib/route.js'),
        node(3, 'file:///work/main/node_modules/@nestjs/core/router/router-execution-context.js'),
        node(4, 'file:///work/main/node_modules/pg-protocol/dist/parser.js'),
        node(5, 'file:///work/main/services/api/dist/ordering/queries/inventory-reader.js'),
        node(6, 'node:_http_server'),
        node(7, '', 'JSON.stringify'),
      ],
      samples: [1, 2, 3, 3, 4, 5, 6, 7, 1],
      timeDeltas: [500, 100, 100, 100, 100, 100, 100, 100, 500],
    };
    const shares = Object.fromEntries(summarize(profile).map((s) => [s.layer, s]));
    assert.equal(shares['Idle (waiting for I/O)']!.ms, 1);
    assert.equal(shares['Idle (waiting for I/O)']!.shareOfBusy, 0);
    assert.equal(shares['Nest (pipeline: guards, interceptors, filters) and rxjs']!.ms, 0.2);
    assert.equal(shares['Nest (pipeline: guards, interceptors, filters) and rxjs']!.shareOfBusy, 2 / 7);
    assert.equal(shares['Fastify (router, hooks, reply)']!.shareOfBusy, 1 / 7);
    assert.equal(shares['SQL client (pg)']!.shareOfBusy, 1 / 7);
    assert.equal(shares['The API’s own code']!.shareOfBusy, 1 / 7);
    assert.equal(shares['HTTP: Node parsing and sockets']!.shareOfBusy, 1 / 7);
    assert.equal(shares['V8 builtins and native code (JSON, regular expressions, Buffer)']!.shareOfBusy, 1 / 7);
    assert.equal(summarize(profile).at(-1)!.layer, 'Idle (waiting for I/O)', 'idle listed last');
  });

  it('counts Express 5 and the packages of its request path as Express, not as other', () => {
    const expressFiles = [
      'express/lib/response.js',
      'router/lib/layer.js',
      'body-parser/lib/types/json.js',
      'finalhandler/index.js',
      'send/index.js',
      'serve-static/index.js',
      'on-finished/index.js',
      'parseurl/index.js',
      'router/node_modules/debug/src/common.js',
      'http-errors/index.js',
      'statuses/index.js',
    ];
    const profile: CpuProfile = {
      nodes: [...expressFiles.map((file, i) => node(i + 1, `file:///work/main/node_modules/${file}`)), node(99, 'file:///work/main/node_modules/@fastify/send/lib/send.js')],
      samples: [...expressFiles.map((_, i) => i + 1), 99],
      timeDeltas: [...expressFiles.map(() => 100), 100],
    };
    const shares = Object.fromEntries(summarize(profile).map((s) => [s.layer, s]));
    // Every Express file counted, and @fastify/send (the Fastify build's) not taken for Express's send.
    assert.equal(shares['Express (router, middleware)']!.ms, expressFiles.length / 10);
  });
});
