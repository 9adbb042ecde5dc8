import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PageTemplate } from './page-template.js';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>KeyLedger</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="icon" href="/favicon.svg" />
    <link rel="stylesheet" href="/assets/index-3.css">
    <SCRIPT>window.x = 1</SCRIPT>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the page template', () => {
  it('puts the nonce on every script and module preload and in a csp-nonce meta first in the head, nothing else changed', () => {
    const page = PageTemplate.parse(BUILT).render('AbC+/12=');
    assert.equal(
      page,
      BUILT.replace('<head>', '<head><meta property="csp-nonce" nonce="AbC+/12=">')
        .replace('<script type', '<script nonce="AbC+/12=" type')
        .replace('<link rel="modulepreload"', '<link nonce="AbC+/12=" rel="modulepreload"')
        .replace('<SCRIPT>', '<SCRIPT nonce="AbC+/12=">'),
    );
  });

  it('gives each answer its own nonce from the one parse', () => {
    const template = PageTemplate.parse(BUILT);
    assert.match(template.render('first'), /<script nonce="first"/);
    assert.doesNotMatch(template.render('second'), /first/);
  });

  it('puts the meta after the doctype when the page has no head', () => {
    assert.equal(PageTemplate.parse('<!doctype html><title>t</title><script src="/a.js"></script>').render('n'), '<!doctype html><meta property="csp-nonce" nonce="n"><title>t</title><script nonce="n" src="/a.js"></script>');
  });
});
