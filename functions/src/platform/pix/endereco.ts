import { BlockList, isIP } from 'node:net';
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { PIX_API_ERROS } from '@vitrine/shared';
import { AppError } from '../http/errors.js';

/**
 * Where the bank's API Pix may be: the server connects there with the shop's certificate, so this
 * is an SSRF boundary. Deployed, only https to a public address (the name is resolved at each
 * connection and refused if it leads to a private one, DNS rebinding included). On the emulators,
 * also https or http on 127.0.0.1 (the local PSP), as push allows its local services.
 */
const PRIVADOS = new BlockList();
for (const [rede, prefixo] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVADOS.addSubnet(rede, prefixo, 'ipv4');
for (const [rede, prefixo] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
] as const)
  PRIVADOS.addSubnet(rede, prefixo, 'ipv6');

export function enderecoPrivado(ip: string): boolean {
  const familia = isIP(ip);
  if (familia === 0) return true;
  return PRIVADOS.check(ip, familia === 4 ? 'ipv4' : 'ipv6');
}

const loopbackLocal = (url: URL) => url.hostname === '127.0.0.1' && url.port !== '';

/** The URL if the API Pix may be reached there; 400 with the reason otherwise. */
export function checkEnderecoPix(endereco: string, local: boolean): URL {
  let url: URL;
  try {
    url = new URL(endereco);
  } catch {
    throw new AppError(400, PIX_API_ERROS.enderecoRecusado);
  }
  if (url.username || url.password || url.hash) throw new AppError(400, PIX_API_ERROS.enderecoRecusado);
  if (local && loopbackLocal(url) && (url.protocol === 'https:' || url.protocol === 'http:')) return url;
  if (url.protocol !== 'https:') throw new AppError(400, PIX_API_ERROS.enderecoRecusado);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) ? enderecoPrivado(host) : !/\.[a-z]{2,}$/i.test(host) || /\.(local|internal|localhost)$/i.test(host)) {
    throw new AppError(400, PIX_API_ERROS.enderecoRecusado);
  }
  return url;
}

/** The connection's DNS lookup: a name that resolves to a private address is refused, whatever it resolved to before. */
export function lookupPublico(local: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, enderecos) => {
      if (error) return callback(error, '', 0);
      const lista = enderecos as dns.LookupAddress[];
      const permitido = lista.find((e) => !enderecoPrivado(e.address) || (local && e.address === '127.0.0.1'));
      if (!permitido) return callback(Object.assign(new Error('endereço privado recusado'), { code: 'EENDERECOPRIVADO' }), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, l: dns.LookupAddress[]) => void)(null, [permitido]);
      callback(null, permitido.address, permitido.family);
    });
  };
}
