import "server-only";
import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { getEnv } from "../env";

// Which client sent a request (the key of per-IP rate limits).
//
// Next.js 16 gives route handlers no socket address, and `next start` does not append it
// to X-Forwarded-For: it sets the header to the socket address only when the request has
// none (`x-forwarded-for ??= socket.remoteAddress` in next/dist/server/base-server.js,
// confirmed against a running `next start`). A header sent by the client passes through
// unchanged and the real address is lost, so without a proxy X-Forwarded-For is whatever
// the client chose. We therefore record the socket address ourselves: a subscriber to
// Node's "http.server.request.start" diagnostics channel runs in the server process before
// Next reads the request and writes the address into PEER_HEADER, overwriting any value a
// client sent. A per-process secret in the value tells our own entries from forged ones on
// requests that arrived before the subscriber existed.

const PEER_HEADER = "x-simpul-peer";

/** The key of a request whose address is unknown: all such requests share one budget. */
export const UNKNOWN_CLIENT = "unknown";

const holder = globalThis as unknown as { simpulPeerSecret?: string };

/**
 * Starts recording socket addresses (idempotent, process-wide). Importing this module calls
 * it, which is before the first request that needs an address; calling it from
 * instrumentation.ts covers the very first requests of a process as well.
 */
export function recordPeerAddresses(): string {
  if (holder.simpulPeerSecret) return holder.simpulPeerSecret;
  const secret = randomBytes(18).toString("base64url");
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    request.headers[PEER_HEADER] = `${secret} ${request.socket.remoteAddress ?? ""}`;
  });
  holder.simpulPeerSecret = secret;
  return secret;
}
recordPeerAddresses();

/** For tests that call handlers directly: the header the server would add for `address`. */
export const peerHeader = (address: string): Record<string, string> => ({
  [PEER_HEADER]: `${recordPeerAddresses()} ${address}`,
});

/**
 * The client's IP address. With `trustedProxies` 0 (TRUST_PROXY's default) it is the socket
 * address and X-Forwarded-For is ignored, because only a proxy of our own makes that header
 * trustworthy. With N proxies, each appending the address it was connected from, the last
 * N entries are theirs and the N-th from the right is the client; entries further left came
 * from the client. Returns UNKNOWN_CLIENT when there is no usable address.
 */
export function clientIp(request: Request, trustedProxies: number = getEnv().TRUST_PROXY): string {
  const peer = peerAddress(request);
  if (trustedProxies <= 0) return peer ?? UNKNOWN_CLIENT;
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (forwarded.length === 0) return peer ?? UNKNOWN_CLIENT;
  // Fewer entries than proxies: the request skipped some of them; take the earliest hop.
  const entry = forwarded[Math.max(0, forwarded.length - trustedProxies)];
  return normalizeAddress(entry) ?? UNKNOWN_CLIENT;
}

function peerAddress(request: Request): string | undefined {
  const secret = holder.simpulPeerSecret;
  const [given, address] = (request.headers.get(PEER_HEADER) ?? "").split(" ");
  return secret && given === secret ? normalizeAddress(address) : undefined;
}

/** A canonical IP address: no port, no brackets, IPv4-mapped IPv6 as IPv4, lower case; else undefined. */
export function normalizeAddress(raw: string | undefined): string | undefined {
  let address = raw?.trim() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address); // "[2001:db8::1]:443"
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":")); // "203.0.113.7:443"
  const mapped = /^::ffff:([\d.]+)$/i.exec(address);
  if (mapped?.[1] && isIP(mapped[1]) === 4) address = mapped[1];
  return isIP(address) ? address.toLowerCase() : undefined;
}

/**
 * The key a per-client limit counts under: the IPv4 address, or the /64 network of an IPv6
 * address (one subscriber usually holds a whole /64, and could rotate through it).
 */
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.split("::");
  const groups = (part: string) =>
    part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : g ? [g] : []));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const full = [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
