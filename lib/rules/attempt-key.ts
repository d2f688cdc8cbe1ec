// Which Idempotency-Key a checkout sends. One key per purchase: every click and retry of the same
// purchase (also after going back to the form and returning unchanged) sends the same key, so a
// payment whose answer was lost is never made twice; a purchase that differs gets its own key.

/** Keys by purchase (its JSON), for one checkout page. */
export type AttemptKeys = Map<string, string>;

/** The key of this purchase: the one it already has, or a new one. */
export function attemptKeyFor(keys: AttemptKeys, body: unknown, newKey: () => string = () => crypto.randomUUID()): string {
  const json = JSON.stringify(body);
  let key = keys.get(json);
  if (!key) {
    key = newKey();
    keys.set(json, key);
  }
  return key;
}
