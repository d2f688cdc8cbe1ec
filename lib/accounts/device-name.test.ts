import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name";

describe("deviceName", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", { browser: "Chrome 131", system: "Windows 10", kind: "desktop" }],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", { browser: "Safari 18", system: "iOS 18", kind: "mobile" }],
    ["Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36", { browser: "Chrome 131", system: "Android 15", kind: "mobile" }],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", { browser: "Firefox 133", system: "Linux", kind: "desktop" }],
  ])("names the browser and system of %s", (ua, expected) => {
    expect(deviceName(ua)).toEqual(expected);
  });

  it("names nothing for an empty or unknown agent, and never passes on what a client typed", () => {
    expect(deviceName("")).toEqual({ browser: null, system: null, kind: null });
    const odd = deviceName("<script>alert(1)</script>/1.0");
    expect(JSON.stringify(odd)).not.toMatch(/[<>]/);
  });
});
