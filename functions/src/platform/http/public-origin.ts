import type { Request } from 'express';

/**
 * The public web app's origin, for absolute links to its pages (link previews, the order's tracking
 * link): WEB_ORIGIN when set, else the origin the visitor used. Hosting forwards the visitor's host
 * as X-Forwarded-Host, which Express reads only from the proxy hops the app trusts (trustProxyHops).
 * Someone calling the function directly can still name any host, but only in the answer to their own
 * request: a link they could as well type into their own message. Deployments that want the links
 * pinned set WEB_ORIGIN.
 */
export function publicOrigin(req: Request, webOrigin: string | null): string {
  return webOrigin ?? `${req.protocol}://${req.host}`;
}
