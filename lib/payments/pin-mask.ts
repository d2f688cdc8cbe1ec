// How a gift-card PIN shows when it is not being revealed: its last four, so a user holding several
// cards can tell them apart (docs/provider/notes.md §6). Pure: the server masks, never the browser.

const MASK = "•";

/** `ABCD-EFGH-IJKL-AB12` → `••••-••••-••••-AB12`: every letter and digit but the last four masked (at most half of a short one shown), dashes kept. */
export function maskPin(pin: string): string {
  const total = [...pin].filter((c) => /[0-9A-Za-z]/.test(c)).length;
  // A short PIN keeps at most half in view: four of six would all but give it away.
  const visible = Math.min(4, Math.floor(total / 2));
  let seen = 0;
  return [...pin]
    .map((c) => {
      if (!/[0-9A-Za-z]/.test(c)) return c;
      seen += 1;
      return seen > total - visible ? c : MASK;
    })
    .join("");
}
