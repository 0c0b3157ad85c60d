import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The viewer's body (src/viewer/body.html) is the same on both pages that run it: the viewer page of
// `kg serve` (index.html) and the MCP App (app.html). Each page marks where it goes.
const BODY = fileURLToPath(new URL('./src/viewer/body.html', import.meta.url));
const MARK = '<!-- kg:viewer-body -->';

export function viewerBody() {
  return {
    name: 'kg-viewer-body',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => (html.includes(MARK) ? html.replace(MARK, readFileSync(BODY, 'utf8').trim()) : html),
    },
  };
}
