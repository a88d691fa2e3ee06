/**
 * Where a webhook may send (SSRF): https to a public address only. A target in
 * WEBHOOK_ALLOWED_TARGETS (`host[:port]`) may also be plain http and private. The host is
 * resolved (every address it has) and refused when any address is loopback, private, shared
 * (CGNAT), link-local, unspecified, multicast or reserved, IPv4-mapped IPv6 included. The check
 * runs when a webhook is saved and again before each send, and the request then connects to the
 * address checked (`pinnedLookup`), so a name that resolves elsewhere a second later (DNS
 * rebinding) cannot move the request.
 */
import dns from "node:dns";
import net from "node:net";

export type Resolved = { address: string; family: 4 | 6 };
export type Lookup = (host: string) => Promise<Resolved[]>;

/** Why a target is refused: its field code (common/api/error-codes.ts) and a sentence. */
export type TargetProblem = {
  code: "not_https" | "private_address" | "unresolvable" | "invalid_url";
  message: string;
};

export type TargetCheck = { ok: true; url: URL; address: Resolved } | { ok: false; problem: TargetProblem };

const systemLookup: Lookup = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // shared address space (CGNAT)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96], // NAT64: an IPv4 address behind it
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10],
  ["ff00::", 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** `::ffff:10.0.0.1` (or `::ffff:a00:1`) is 10.0.0.1. */
function mappedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower.replace(/^::/, ""));
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = Number.parseInt(hex[1]!, 16);
    const low = Number.parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return null;
}

/** Whether an address is one a public webhook must never reach. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const v4 = mappedIpv4(address);
  if (v4) return blocked.check(v4, "ipv4");
  return blocked.check(address, "ipv6");
}

/** The host as written in the allow-list: lower case, IPv6 in brackets, the port when the URL names one. */
function allowed(url: URL, allowList: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return allowList.some((entry) => entry === host || entry === `${host}:${port}`);
}

const refuse = (code: TargetProblem["code"], message: string): TargetCheck => ({
  ok: false,
  problem: { code, message },
});

/** Parses and checks a webhook's URL: its scheme, its host's addresses; answers the address to connect to. */
export async function checkTarget(
  raw: string,
  allowList: readonly string[],
  lookup: Lookup = systemLookup,
): Promise<TargetCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse("invalid_url", "Not a URL");
  }
  if (url.username || url.password) return refuse("invalid_url", "A webhook URL carries no user or password");
  const listed = allowed(url, allowList);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && listed))
    return refuse("not_https", "A webhook URL must start with https://");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: Resolved[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      addresses = [];
    }
  }
  if (addresses.length === 0) return refuse("unresolvable", "The webhook's host name does not resolve");
  if (!listed && addresses.some((entry) => isPrivateAddress(entry.address)))
    return refuse(
      "private_address",
      "The webhook's host resolves to a loopback, private or link-local address",
    );
  return { ok: true, url, address: addresses[0]! };
}

/** A `lookup` for http.request that answers the address checked, whatever the name resolves to now. */
export function pinnedLookup(address: Resolved) {
  return (
    _host: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | dns.LookupAddress[], family?: number) => void,
  ) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
}
