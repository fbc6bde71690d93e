// Moved to @quire/shared (src/egress), shared with the runtime's guard proxy; kept here so the
// git-worker's imports read as before.
export { type IpAddress, parseIp, formatIp, type Cidr, parseCidr, cidrContains, formatCidr, type AddressKind, METADATA_ADDRESSES, embeddedIpv4, classifyAddress, type AllowRule, parseAllowList, formatAllowRule, type AddressVerdict, checkAddress } from '@quire/shared';
