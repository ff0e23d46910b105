/** SHA-256 of a state's JSON, hex: a fingerprint to compare games across machines. */
export async function stateHash(state: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
