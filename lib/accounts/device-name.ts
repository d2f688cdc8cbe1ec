import Bowser from "bowser";

// The browser and system a session was begun from, read from its User-Agent by bowser (MIT, kept
// up by its authors), for the sessions list and the new-device mail. A User-Agent is whatever the
// client sent: only names made of letters, digits, spaces and dots, and a major version, are shown.

export type DeviceName = {
  /** "Chrome 131", "Safari 18"; null when the browser is not recognised. */
  browser: string | null;
  /** "Windows 10", "Android 15", "iOS 18", "macOS"; null when not recognised. */
  system: string | null;
  kind: "mobile" | "tablet" | "desktop" | null;
};

const NAME = /^[A-Za-z0-9 .]{1,40}$/;
const clean = (name: string | undefined) => (name && NAME.test(name.trim()) ? name.trim() : null);
const major = (version: string | undefined) => version?.match(/^\d{1,4}/)?.[0] ?? null;
const KINDS = new Set(["mobile", "tablet", "desktop"]);

export function deviceName(userAgent: string): DeviceName {
  if (!userAgent.trim()) return { browser: null, system: null, kind: null };
  const parsed = Bowser.parse(userAgent);
  const browserName = clean(parsed.browser.name);
  const browserVersion = major(parsed.browser.version);
  const osName = clean(parsed.os.name);
  const osVersion = clean(parsed.os.versionName) ?? major(parsed.os.version);
  return {
    browser: browserName && (browserVersion ? `${browserName} ${browserVersion}` : browserName),
    system: osName && (osVersion ? `${osName} ${osVersion}` : osName),
    kind: KINDS.has(parsed.platform.type ?? "") ? (parsed.platform.type as DeviceName["kind"]) : null,
  };
}
