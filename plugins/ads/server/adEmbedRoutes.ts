import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineRoute } from '../../../core/server/plugin';
import { adPaths } from '../common/adPaths';

const EMBED_PAGE = readFileSync(path.join(__dirname, 'embed', 'embed.html'));
const EMBED_SCRIPT = readFileSync(path.join(__dirname, 'embed', 'embed.js'));

/**
 * The reference embed (issue 18): a poll page that loads the tracker and asks GET serve for its
 * ad, showing the whole loop — decision, view, click — in the demo and in browser tests. Static
 * files, public; the page reads its site from its own query (`?domain=`), so nothing of the
 * request is written into it.
 */
export const adEmbedRoutes = [
  defineRoute({
    method: 'GET',
    url: adPaths.embed,
    permission: 'public',
    handler: (ctx) => ctx.reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(EMBED_PAGE),
  }),
  defineRoute({
    method: 'GET',
    url: adPaths.embedScript,
    permission: 'public',
    handler: (ctx) => ctx.reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(EMBED_SCRIPT),
  }),
];
