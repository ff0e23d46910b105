/**
 * The secret seed of an online match, drawn on the server.
 *
 * @module
 */

/**
 * A seed of 128 bits from the platform's cryptographic random source (Web Crypto, present in
 * Node 20 and every browser), as 32 hex digits. It is never sent: views withhold it.
 *
 * @returns a fresh secret seed
 * @example
 * ```ts
 * const seed = secureSeed(); // e.g. "9f1c…" (32 hex digits)
 * ```
 */
export function secureSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let hex = "";
  for (const b of bytes) hex += b.toString(16).padStart(2, "0");
  return hex;
}
