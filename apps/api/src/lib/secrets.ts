import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits as URL-safe text: session and sign-in-flow secrets. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its SHA-256, so a leaked table yields nothing usable. */
// One-shot hash(), not createHash(): no hash object per request for the session lookup.
export const hashSecret = (secret: string) => hash('sha256', secret, 'base64url');

/** Compares two strings in constant time (tokens, states, codes). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
