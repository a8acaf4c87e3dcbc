// The address shape the server takes from anyone: GoTrue's own check (the WHATWG form of a valid e-mail),
// with a dot in the domain as real mail needs. No comma, quote, bracket, semicolon, space or control
// character can reach a filter, a Reply-To header or a database through an address that passes it.
const DELIVERABLE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const EMAIL_MAX_CHARACTERS = 254;

export function isDeliverableAddress(address: string): boolean {
  return address.length <= EMAIL_MAX_CHARACTERS && DELIVERABLE.test(address);
}
