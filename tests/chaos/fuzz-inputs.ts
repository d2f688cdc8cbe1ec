// Generators of bad input for the fuzz pass: a small seeded PRNG, so every run sends the same
// requests, and the families of bad input a red team throws at a JSON API.

export type Rng = {
  next(): number;
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

/** mulberry32: tiny, fast and good enough to choose test inputs. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: (items) => items[int(items.length)] as (typeof items)[number], chance: (p) => next() < p };
}

/** Raw JSON number texts JSON.stringify cannot make: overflow, underflow, 30 digits. */
const RAW_NUMBERS = ["1e400", "-1e400", "1e-400", "123456789012345678901234567890", "-0", "0.0000000000000000000001", "9007199254740993", "1E+308"];

const NUMBERS = [0, -1, 1e308, -1e308, 5e-324, 2 ** 53 + 1, -(2 ** 31), 0.001, 1.005, 1e21, 999_999_999_999, 1.5, -0.01];

const NAN_LIKE = ["NaN", "Infinity", "-Infinity", "1e309", "0x10", " 12 ", "1,5", "١٢٣", "1_000", "+1", ".5", "5.", "0b11", "null", "undefined", "true", "[]", "{}"];

const CONTROL = ["\u0000", "\u0001", "\u0007", "\b", "\t", "\n", "\r", "\u001b", "\u001f", "\u007f", "\u0085", "\u2028", "\u2029", "\ufeff", "\ud800", "\udfff"];

const NASTY = ["' OR 1=1 --", "'; DROP TABLE users; --", "%00", "../../etc/passwd", "<script>alert(1)</script>", "${7*7}", "{{7*7}}", "__proto__", "constructor", "\\", "\"", "𝕊𝔸𝕃𝔻𝕆", "🙂".repeat(50), "Ａ", "i̇"];

const KEYS = ["__proto__", "constructor", "prototype", "", " ", "a\u0000b", "💥", "x".repeat(300)];

/** A string with control characters, NUL, lone surrogates or injection patterns somewhere inside. */
export function nastyString(rng: Rng): string {
  switch (rng.int(5)) {
    case 0:
      return `ab${rng.pick(CONTROL)}cd`;
    case 1:
      return rng.pick(CONTROL).repeat(1 + rng.int(40));
    case 2:
      return rng.pick(NASTY);
    case 3:
      return rng.pick(NAN_LIKE);
    default:
      return "x".repeat(rng.pick([0, 1, 65, 255, 256, 4_000, 20_000, 60_000]));
  }
}

/** JSON text placed as is where a value goes: nesting too deep for JSON.stringify, raw numbers. */
class RawJson {
  constructor(readonly text: string) {}
}

/** A JSON value nested `depth` levels (objects, arrays, or both in turn), as text. */
export function nested(depth: number, style: number): RawJson {
  const open = (i: number) => (style === 0 || (style === 2 && i % 2 === 0) ? '{"a":' : "[");
  const close = (i: number) => (style === 0 || (style === 2 && i % 2 === 0) ? "}" : "]");
  let head = "";
  let tail = "";
  for (let i = 0; i < depth; i++) {
    head += open(i);
    tail = close(i) + tail;
  }
  return new RawJson(`${head}"leaf"${tail}`);
}

/** JSON.stringify that writes RawJson values as their text. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RawJson ? `\u0000RAW${raws.push(v.text) - 1}\u0000` : v)) ?? "null";
  return text.replace(/"\\u0000RAW(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)] ?? "null");
}

/** Any JSON value, mostly of the wrong kind for whatever field it lands in. */
export function badValue(rng: Rng): unknown {
  switch (rng.int(10)) {
    case 0:
      return rng.pick(NUMBERS);
    case 1:
      return rng.pick([true, false, null]);
    case 2:
    case 3:
      return nastyString(rng);
    case 4:
      return [nastyString(rng), rng.pick(NUMBERS)];
    case 5:
      return { [rng.pick(KEYS)]: nastyString(rng) };
    case 6:
      return nested(rng.pick([20, 200, 1_000, 3_000]), rng.int(3));
    case 7:
      return Array.from({ length: rng.pick([100, 5_000]) }, () => rng.int(10));
    case 8:
      return rng.pick(NAN_LIKE);
    default:
      return {};
  }
}

/** Text that is not JSON, or JSON a parser dislikes: truncated, single-quoted, invalid UTF-8. */
const MALFORMED: (string | Buffer)[] = [
  "", "{", "}", "[", "{\"a\":}", "{\"a\" 1}", "[1,]", "{'a':1}", "nul", "tru", "\u0000", "{\"a\":\"\u0000\"}", "NaN", "{\"a\":NaN}",
  "{\"a\":1}{\"b\":2}", "\"unterminated", "{\"a\":\"\\u00\"}", "{\"a\":\"\\ud800\"}", "\ufeff{}", " ".repeat(1_000), "{".repeat(20_000),
  "[".repeat(50_000), "{\"a\":".repeat(10_000), "<xml/>", "a=1&b=2",
  Buffer.from([0xff, 0xfe, 0x00]), Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]), Buffer.from([0xc0, 0x80]),
];

/**
 * One bad body for a route whose valid body looks like `template`: a field replaced or removed,
 * extra fields, the wrong top-level type, raw numbers, deep nesting, or text that is not JSON.
 */
export function badBody(rng: Rng, template: Record<string, unknown>): string | Buffer {
  const keys = Object.keys(template);
  const copy: Record<string, unknown> = { ...template };
  switch (rng.int(9)) {
    case 0:
    case 1: {
      const key = keys.length ? rng.pick(keys) : "x";
      copy[key] = badValue(rng);
      return toJson(copy);
    }
    case 2: {
      for (const key of keys) if (rng.chance(0.5)) copy[key] = badValue(rng);
      return toJson(copy);
    }
    case 3: {
      const key = keys.length ? rng.pick(keys) : "x";
      delete copy[key];
      copy[rng.pick(KEYS)] = badValue(rng);
      return toJson(copy);
    }
    case 4:
      return toJson(rng.chance(0.5) ? [copy] : badValue(rng));
    case 5: {
      // A raw number text in place of a field: overflow to Infinity, lost precision, -0.
      const key = keys.length ? rng.pick(keys) : "x";
      copy[key] = new RawJson(rng.pick(RAW_NUMBERS));
      return toJson(copy);
    }
    case 6: {
      const key = keys.length ? rng.pick(keys) : "x";
      copy[key] = nested(rng.pick([64, 500, 2_000, 5_000]), rng.int(3));
      return toJson(copy);
    }
    case 7: {
      // Control characters as JSON escapes and raw in strings (raw ones are invalid JSON).
      const key = keys.length ? rng.pick(keys) : "x";
      copy[key] = `v${rng.pick(CONTROL)}v`;
      const text = toJson(copy);
      return rng.chance(0.3) ? text.replace("\\u0000", "\u0000") : text;
    }
    default:
      return rng.pick(MALFORMED);
  }
}

/** Path segments that break decoding or routing: malformed %-escapes, NUL, overlong UTF-8, huge. */
const SEGMENTS = [
  "%", "%%", "%zz", "%E0%A4%A", "%C0%80", "%C0%AF", "%ED%A0%80", "%F0%9F%98", "%FF", "%00", "a%00b", "%0A%0D", "%1B", "%7F",
  "%2e%2e", "..%2F..%2Fetc%2Fpasswd", "%252e", "%u0041", "%E2%80%A8", "%EF%BB%BF", "%F4%90%80%80", "caf%C3%A9", "%20", "-", "0",
  "NaN", "-1", "1e400", "00000000-0000-0000-0000-000000000000", "%27%20OR%201%3D1",
];

/** %-encodes like encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "")) + "%ED%A0%80";
  }
};

export function badSegment(rng: Rng, valid: string): string {
  switch (rng.int(4)) {
    case 0:
      return rng.pick(SEGMENTS);
    case 1:
      return `${valid}${rng.pick(SEGMENTS)}`;
    case 2:
      return encode(nastyString(rng)).slice(0, rng.pick([100, 2_000, 8_000]));
    default:
      return `${rng.pick(SEGMENTS)}${valid}${rng.pick(SEGMENTS)}`;
  }
}

/** A query string with bad values for the route's parameters (and some it does not know). */
export function badQuery(rng: Rng, names: readonly string[]): string {
  const all = [...names, "x", "__proto__", "constructor"];
  const parts: string[] = [];
  for (let i = 0, n = 1 + rng.int(4); i < n; i++) {
    const name = rng.chance(0.8) ? rng.pick(all) : rng.pick(SEGMENTS);
    const value = rng.chance(0.5) ? rng.pick(SEGMENTS) : encode(String(badValue(rng))).slice(0, 6_000);
    parts.push(rng.chance(0.1) ? name : `${name}=${value}`);
  }
  if (rng.chance(0.05)) parts.push(...Array.from({ length: 500 }, (_, i) => `p${i}=1`));
  return parts.join("&");
}
