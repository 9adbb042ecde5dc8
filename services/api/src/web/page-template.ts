import { Parser } from 'htmlparser2';

interface Cut {
  /** Where in the file the nonce goes in. */
  at: number;
  /** What comes before and after the nonce there. */
  open: string;
  close: string;
}

/**
 * The built index.html, parsed once at start and cut where a nonce goes: on every `<script>` and
 * `<link rel="modulepreload">`, and on a `<meta property="csp-nonce">` put first in the head, where
 * Vite's preload helper and the client's Emotion cache read it (nonces are hidden from
 * getAttribute; scripts read the element's `.nonce`). Each answer joins the pieces with its own
 * nonce: no HTML parser per request.
 */
export class PageTemplate {
  private constructor(private readonly pieces: readonly string[]) {}

  static parse(html: string): PageTemplate {
    const cuts: Cut[] = [];
    let metaAt = 0;
    const parser = new Parser({
      onprocessinginstruction(name) {
        if (name.toLowerCase() === '!doctype') metaAt = parser.endIndex + 1;
      },
      onopentag(name, attributes) {
        if (name === 'head') metaAt = parser.endIndex + 1;
        const preload = name === 'link' && (attributes.rel ?? '').toLowerCase().split(/\s+/).includes('modulepreload');
        // Right after the tag's name: `<script` + ` nonce="…"`.
        if (name === 'script' || preload) cuts.push({ at: parser.startIndex + 1 + name.length, open: ' nonce="', close: '"' });
      },
    });
    parser.end(html);
    cuts.push({ at: metaAt, open: '<meta property="csp-nonce" nonce="', close: '">' });
    cuts.sort((a, b) => a.at - b.at);
    const pieces: string[] = [];
    let from = 0;
    let close = '';
    for (const cut of cuts) {
      pieces.push(`${close}${html.slice(from, cut.at)}${cut.open}`);
      from = cut.at;
      close = cut.close;
    }
    pieces.push(`${close}${html.slice(from)}`);
    return new PageTemplate(pieces);
  }

  /** The page with `nonce` (base64: nothing to escape in a quoted attribute) in every place. */
  render(nonce: string): string {
    return this.pieces.join(nonce);
  }
}
