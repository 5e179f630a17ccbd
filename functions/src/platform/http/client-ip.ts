import type { Express, Request } from 'express';

/**
 * Which client an answer is for, as the platform reports it, for every per-IP limit.
 *
 * X-Forwarded-For is a list that each proxy appends the address it received the request from to.
 * Its left-most entries are whatever the client wrote: an attacker sends
 * `X-Forwarded-For: 1.2.3.4` and, with Express's `trust proxy` = true (what this app had), became
 * 1.2.3.4 for every limit. Only the entries appended by proxies we run behind can be trusted, and
 * they are the right-most ones, so the app trusts a fixed number of hops counted from the right
 * (Express's numeric `trust proxy`: req.ip is the entry that many hops from the socket):
 *
 *  - Deployed (default 2): browser → Firebase Hosting → Google's front end → Cloud Run (the v2
 *    function) → the app. Cloud Run's front end appends the address that connected to it and Cloud
 *    Run's proxy is the socket (hop 1); what connected is Hosting, which appended the browser's
 *    address before that (hop 2). A request reaches the app with
 *    `X-Forwarded-For: <anything the client wrote>, <client>, <Hosting>`: the client's own entries
 *    stay to the left of the key and never change it. (Cloud Functions' request-header reference:
 *    "clientIp, proxy1Ip, proxy2Ip"; logs of Hosting rewrites show "<client>,<Google proxy>".)
 *  - Emulator (default 1): the Hosting and Functions emulators append nothing, so the key is the
 *    socket's address (127.0.0.1), or the right-most entry a local client sent.
 *  - TRUST_PROXY_HOPS overrides both: 1 if the function is ever served without Hosting in front
 *    (its own cloudfunctions.net / run.app URL only), 3 behind one more proxy of our own.
 *
 * Caveat (production only): the function's own URL stays publicly reachable, and a client calling
 * it directly instead of through Hosting writes hop 2 itself. The limits are then per value it
 * chooses; closing that needs a header Hosting signs or Cloud Armor, neither available to a
 * Hosting rewrite today.
 */
export function trustProxyHops(app: Express, hops: number): void {
  app.set('trust proxy', hops);
}

/** The client's address per the trusted hops; IPv4-mapped IPv6 (::ffff:1.2.3.4) as plain IPv4. */
export function clientIp(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? '';
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}
