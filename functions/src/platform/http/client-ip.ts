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
 *  - Emulator (default 0): neither the Hosting emulator (firebase-tools' hosting/proxy.js copies
 *    the client's headers and adds only X-Forwarded-Host) nor the Functions emulator (it hands the
 *    request to its worker over a Unix socket) appends an address, so every X-Forwarded-For entry
 *    is the client's own: the key is the socket, one for every local client (the emulator has no
 *    address of the client to tell them apart).
 *  - TRUST_PROXY_HOPS overrides both: 1 if the function is ever served without Hosting in front
 *    (its own cloudfunctions.net / run.app URL only), 3 behind one more proxy of our own.
 *
 * Caveat (production only): the function's own URL stays publicly reachable, and a client calling
 * it directly instead of through Hosting writes hop 2 itself. The limits are then per value it
 * chooses; closing that needs a header Hosting signs or Cloud Armor, neither available to a
 * Hosting rewrite today.
 */
export function trustProxyHops(app: Express, hops: number): void {
  // Express reads X-Forwarded-Host and -Proto (publicOrigin) from the hop that connects, which
  // Hosting, emulated or not, sets; the client's address has its own count, in clientIp.
  app.set('trust proxy', Math.max(hops, 1));
  app.set(CLIENT_IP_HOPS, hops);
}

const CLIENT_IP_HOPS = 'client ip hops';

/**
 * The client's address: the X-Forwarded-For entry `hops` from the socket (the left-most when there
 * are fewer), as Express's numeric `trust proxy` picks req.ip; IPv4-mapped IPv6 (::ffff:1.2.3.4) as
 * plain IPv4. A Unix socket (the emulator's worker) has no address: "local".
 */
export function clientIp(req: Request): string {
  const hops = Number(req.app.get(CLIENT_IP_HOPS) ?? 0);
  const encaminhados = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entrada) => entrada.trim())
    .filter(Boolean)
    .reverse();
  const cadeia = [req.socket.remoteAddress ?? 'local', ...encaminhados];
  const ip = cadeia[Math.min(hops, cadeia.length - 1)]!;
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}
