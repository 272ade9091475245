import type { IncomingHttpHeaders } from 'node:http';

// The client address of a request that Fastify does not see (the socket.io handshake), read the
// way Fastify reads request.ip: the peer's address, or behind TRUST_PROXY (which trusts every hop)
// the first entry of X-Forwarded-For, the one the outermost proxy was given.

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export function clientAddress(peer: string, headers: IncomingHttpHeaders, trustProxy: boolean): string {
  const forwarded = trustProxy ? headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',')[0]?.trim();
  const address = first || peer;
  // One IPv4 client can reach a dual-stack socket in either spelling; count it once.
  return address.replace(IPV4_MAPPED, '$1');
}
