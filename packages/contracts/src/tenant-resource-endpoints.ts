// Private endpoints of a tenant resource (admin-console.md section 3: "Configuration may also contain
// privateEndpoints (IP and FQDN)"): a list of { ip, fqdn } in any type's configuration, the address
// a private endpoint answers on and the name it is reached by. Written here once for the Compose
// card and the server's save (contracts run in the browser too, so no node:net).
import { type Rule, type RuleMessage } from './validation.js';

export interface PrivateEndpoint {
  ip: string;
  fqdn: string;
}

export const PRIVATE_ENDPOINTS_KEY = 'privateEndpoints';
/** Bounded like every list a user sends; a resource has a handful of sub-resources at most. */
export const MAX_PRIVATE_ENDPOINTS = 50;

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

/** RFC 4291 text forms: eight groups, one '::' for a run of zeros, an IPv4 tail (::ffff:10.0.0.1). */
function isIPv6(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  const all = [...head, ...tail];
  // An IPv4 tail stands for two groups, and only at the very end.
  const last = all[all.length - 1];
  const v4Tail = last !== undefined && IPV4.test(last);
  const hexGroups = v4Tail ? all.slice(0, -1) : all;
  if (!hexGroups.every((g) => HEX_GROUP.test(g))) return false;
  const count = hexGroups.length + (v4Tail ? 2 : 0);
  return halves.length === 2 ? count <= 7 : count === 8;
}

export const isIpAddress = (value: string) => IPV4.test(value) || isIPv6(value);

/** A fully qualified host name: at least two dot-separated labels of letters, digits and inner dashes. */
export function isHostName(value: string): boolean {
  const name = value.endsWith('.') ? value.slice(0, -1) : value;
  if (name.length === 0 || name.length > 253) return false;
  const labels = name.split('.');
  return (
    labels.length >= 2 &&
    labels.every((l) => /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(l)) &&
    // A last label of digits only would be an IP address, not a name.
    !/^\d+$/.test(labels[labels.length - 1])
  );
}

const required: Rule = (v) => (v.trim() === '' ? { key: 'fieldCannotBeEmpty' } : null);
export const privateEndpointIpRule: Rule = (v) =>
  required(v) ?? (isIpAddress(v.trim()) ? null : { key: 'ipAddress' });
export const privateEndpointFqdnRule: Rule = (v) =>
  required(v) ?? (isHostName(v.trim()) ? null : { key: 'hostName' });

/**
 * The problems of a configuration's privateEndpoints, fields relative to the configuration
 * (`privateEndpoints.1.fqdn`). Absent is fine: most resources have none.
 */
export function privateEndpointsProblems(
  configuration: Record<string, unknown>,
): { field: string; message: RuleMessage }[] {
  const list = configuration[PRIVATE_ENDPOINTS_KEY];
  if (list === undefined) return [];
  const isEntry = (e: unknown): e is PrivateEndpoint =>
    !!e &&
    typeof e === 'object' &&
    typeof (e as PrivateEndpoint).ip === 'string' &&
    typeof (e as PrivateEndpoint).fqdn === 'string';
  if (!Array.isArray(list) || !list.every(isEntry))
    return [{ field: PRIVATE_ENDPOINTS_KEY, message: { key: 'invalidValue' } }];
  if (list.length > MAX_PRIVATE_ENDPOINTS)
    return [
      { field: PRIVATE_ENDPOINTS_KEY, message: { key: 'maxItems', params: { max: MAX_PRIVATE_ENDPOINTS } } },
    ];
  return list.flatMap((entry, i) =>
    (
      [
        ['ip', privateEndpointIpRule(entry.ip)],
        ['fqdn', privateEndpointFqdnRule(entry.fqdn)],
      ] as const
    ).flatMap(([part, message]) =>
      message ? [{ field: `${PRIVATE_ENDPOINTS_KEY}.${i}.${part}`, message }] : [],
    ),
  );
}
