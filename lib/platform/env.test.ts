import { describe, expect, it } from "vitest";
import { parseEnv, renamedVariablesNotice } from "@/lib/platform/env";
import { assertMailSettings, assertProductionSecrets, listenHost } from "@/lib/platform/start-settings";

describe("parseEnv", () => {
  it("falls back to the sandbox defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PROVIDER_BASE_URL).toBe("http://127.0.0.1:4010");
    expect(env.PROVIDER_API_KEY).toBe("sandbox-api-key");
    expect(env.PROVIDER_USERNAME).toBe("saldo");
    expect(env.PROVIDER_PASSWORD).toBe("saldo-sandbox-password");
    expect(env.PROVIDER_TIMEOUT_MS).toBe(10_000);
    expect(env.PROVIDER_PAYMENT_TIMEOUT_MS).toBe(20_000);
  });

  it("derives the seven provider URLs from the base URL", () => {
    const env = parseEnv({ PROVIDER_BASE_URL: "https://provider.example.com/v1/" });
    expect([
      env.PROVIDER_LOGIN_URL,
      env.PROVIDER_COMPANIES_URL,
      env.PROVIDER_SERVICES_URL,
      env.PROVIDER_RECHARGE_URL,
      env.PROVIDER_SUBSCRIPTIONS_URL,
      env.PROVIDER_AGENDA_URL,
      env.PROVIDER_TOOLS_URL,
    ]).toEqual([
      "https://provider.example.com/v1/auth",
      "https://provider.example.com/v1/companies",
      "https://provider.example.com/v1/services",
      "https://provider.example.com/v1/recharge",
      "https://provider.example.com/v1/subscriptions",
      "https://provider.example.com/v1/agenda",
      "https://provider.example.com/v1/tools",
    ]);
  });

  it("lets one URL override the derived one and keeps the others derived", () => {
    const env = parseEnv({
      PROVIDER_BASE_URL: "http://localhost:5000",
      PROVIDER_RECHARGE_URL: "https://recharges.example.com/api",
    });
    expect(env.PROVIDER_RECHARGE_URL).toBe("https://recharges.example.com/api");
    expect(env.PROVIDER_SERVICES_URL).toBe("http://localhost:5000/services");
  });

  it("reads numbers from their string form", () => {
    const env = parseEnv({ PROVIDER_TIMEOUT_MS: "2500", PROVIDER_PAYMENT_TIMEOUT_MS: "30000" });
    expect(env.PROVIDER_TIMEOUT_MS).toBe(2500);
    expect(env.PROVIDER_PAYMENT_TIMEOUT_MS).toBe(30_000);
  });

  it("waits 15 minutes before a 404 proves a payment never arrived, and rechecks what was given up hourly for a week", () => {
    const env = parseEnv({});
    expect(env.UNKNOWN_GRACE_MS).toBe(900_000);
    expect(env.RECHECK_INTERVAL_MS).toBe(3_600_000);
    expect(env.RECHECK_FOR_MS).toBe(604_800_000);
    expect(parseEnv({ RECHECK_FOR_MS: "1209600000" }).RECHECK_FOR_MS).toBe(1_209_600_000);
    expect(() => parseEnv({ UNKNOWN_GRACE_MS: "soon" })).toThrow(/UNKNOWN_GRACE_MS/);
    expect(() => parseEnv({ RECHECK_FOR_MS: "2592000001" })).toThrow(/RECHECK_FOR_MS/);
  });

  it("sends a live-status heartbeat every 15 s and ends a stream after 5 minutes, unless told otherwise", () => {
    expect(parseEnv({})).toMatchObject({ LIVE_HEARTBEAT_MS: 15_000, LIVE_STREAM_MAX_MS: 300_000 });
    expect(parseEnv({ LIVE_HEARTBEAT_MS: "500", LIVE_STREAM_MAX_MS: "60000" })).toMatchObject({ LIVE_HEARTBEAT_MS: 500, LIVE_STREAM_MAX_MS: 60_000 });
    expect(() => parseEnv({ LIVE_HEARTBEAT_MS: "0" })).toThrow(/LIVE_HEARTBEAT_MS/);
    expect(() => parseEnv({ LIVE_STREAM_MAX_MS: "forever" })).toThrow(/LIVE_STREAM_MAX_MS/);
  });

  it("lets one account hold 12 live-status streams, counting a killed instance's for 30 s, unless told otherwise", () => {
    expect(parseEnv({})).toMatchObject({ LIVE_STREAMS_PER_USER: 12, LIVE_STREAM_STALE_MS: 30_000 });
    expect(parseEnv({ LIVE_STREAMS_PER_USER: "3", LIVE_STREAM_STALE_MS: "3000" })).toMatchObject({ LIVE_STREAMS_PER_USER: 3, LIVE_STREAM_STALE_MS: 3_000 });
    for (const bad of ["0", "-1", "2.5", "many", "1001"]) expect(() => parseEnv({ LIVE_STREAMS_PER_USER: bad }), bad).toThrow(/LIVE_STREAMS_PER_USER/);
    expect(() => parseEnv({ LIVE_STREAM_STALE_MS: "0" })).toThrow(/LIVE_STREAM_STALE_MS/);
  });

  it("reads the float's warning levels per currency, with a level for each sandbox currency by default", () => {
    expect(parseEnv({}).FLOAT_WARNING_LEVELS).toMatchObject({ ARS: 1_000_000, MXN: 50_000, USD: 2000 });
    expect(parseEnv({ FLOAT_WARNING_LEVELS: " ars:2500000.5, MXN : 10 " }).FLOAT_WARNING_LEVELS).toEqual({ ARS: 2_500_000.5, MXN: 10 });
    expect(() => parseEnv({ FLOAT_WARNING_LEVELS: "ARS=100" })).toThrow(/FLOAT_WARNING_LEVELS/);
    expect(() => parseEnv({ FLOAT_WARNING_LEVELS: "ARS:1.234" })).toThrow(/FLOAT_WARNING_LEVELS/);
  });

  it("treats an empty string as unset", () => {
    const env = parseEnv({ PROVIDER_BASE_URL: "", PROVIDER_API_KEY: "", PROVIDER_TIMEOUT_MS: "" });
    expect(env.PROVIDER_BASE_URL).toBe("http://127.0.0.1:4010");
    expect(env.PROVIDER_API_KEY).toBe("sandbox-api-key");
    expect(env.PROVIDER_TIMEOUT_MS).toBe(10_000);
  });

  it("names the variable that holds a bad value", () => {
    expect(() => parseEnv({ PROVIDER_TIMEOUT_MS: "ten seconds" })).toThrow(/PROVIDER_TIMEOUT_MS/);
    expect(() => parseEnv({ PROVIDER_TIMEOUT_MS: "0" })).toThrow(/PROVIDER_TIMEOUT_MS/);
    expect(() => parseEnv({ PROVIDER_SERVICES_URL: "not a url" })).toThrow(/PROVIDER_SERVICES_URL/);
    expect(() => parseEnv({ PROVIDER_BASE_URL: "ftp://example.com" })).toThrow(/PROVIDER_BASE_URL/);
  });

  it("trusts no proxy unless TRUST_PROXY gives a number of hops", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY must be the number of trusted proxy hops/);
    expect(() => parseEnv({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "11" })).toThrow(/TRUST_PROXY must be at most 10/);
  });

  it("gives the embedded database 16 MB of shared buffers unless EMBEDDED_DB_BUFFERS_MB says otherwise", () => {
    expect(parseEnv({}).EMBEDDED_DB_BUFFERS_MB).toBe(16);
    expect(parseEnv({ EMBEDDED_DB_BUFFERS_MB: "128" }).EMBEDDED_DB_BUFFERS_MB).toBe(128);
    expect(() => parseEnv({ EMBEDDED_DB_BUFFERS_MB: "16MB" })).toThrow(/EMBEDDED_DB_BUFFERS_MB must be a whole number of megabytes/);
    expect(() => parseEnv({ EMBEDDED_DB_BUFFERS_MB: "0" })).toThrow(/EMBEDDED_DB_BUFFERS_MB must be at least 1/);
    expect(() => parseEnv({ EMBEDDED_DB_BUFFERS_MB: "2048" })).toThrow(/EMBEDDED_DB_BUFFERS_MB must be at most 1024/);
  });

  it("names every bad variable at once and never echoes a value", () => {
    let message = "";
    try {
      parseEnv({ PROVIDER_TIMEOUT_MS: "soon", PROVIDER_LOGIN_URL: "secret-looking-value" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PROVIDER_TIMEOUT_MS/);
    expect(message).toMatch(/PROVIDER_LOGIN_URL/);
    expect(message).not.toMatch(/secret-looking-value/);
  });
});

describe("operator e-mails", () => {
  it("reads OPERATOR_EMAILS, lower-cased, and still honours the old ADMIN_EMAILS with a notice", () => {
    expect(parseEnv({ OPERATOR_EMAILS: " Ana@X.com ,bo@x.com" }).OPERATOR_EMAILS).toEqual(["ana@x.com", "bo@x.com"]);
    expect(parseEnv({ ADMIN_EMAILS: "old@x.com", OPERATOR_EMAILS: "ana@x.com" }).OPERATOR_EMAILS).toEqual(["ana@x.com", "old@x.com"]);
    expect(parseEnv({}).OPERATOR_EMAILS).toEqual([]);
    expect(renamedVariablesNotice({ ADMIN_EMAILS: "old@x.com" })).toMatch(/OPERATOR_EMAILS/);
    expect(renamedVariablesNotice({ OPERATOR_EMAILS: "ana@x.com" })).toBeNull();
  });
});

describe("assertProductionSecrets", () => {
  const real = { PROVIDER_BASE_URL: "https://provider.example.com" };
  const secrets = {
    SESSION_SECRET: "s".repeat(40),
    PIN_ENCRYPTION_KEY: "a".repeat(64),
    CALLBACK_API_KEY: "callback-key-from-the-provider",
    CALLBACK_TOKEN: "callback-token-from-the-provider",
    VAPID_PUBLIC_KEY: `B${"p".repeat(86)}`,
    VAPID_PRIVATE_KEY: "k".repeat(43),
    VAPID_SUBJECT: "mailto:push@wallet.example.com",
  };

  it("never falls back to the sandbox's public callback credentials against a real provider", () => {
    const env = parseEnv(real);
    expect(env.CALLBACK_API_KEY).toBe("");
    expect(env.CALLBACK_TOKEN).toBe("");
    expect(parseEnv({}).CALLBACK_API_KEY).toBe("sandbox-callback-key");
  });

  it("refuses a real provider without callback credentials, naming each missing variable", () => {
    const { CALLBACK_API_KEY: _k, CALLBACK_TOKEN: _t, ...rest } = secrets;
    expect(() => assertProductionSecrets(parseEnv({ ...real, ...rest }))).toThrow(/CALLBACK_API_KEY, CALLBACK_TOKEN are required/);
    expect(() => assertProductionSecrets(parseEnv({ ...real, ...rest, CALLBACK_API_KEY: "k" }))).toThrow(/CALLBACK_TOKEN is required/);
  });

  it("refuses a real provider without the session secret or the PIN key", () => {
    const { SESSION_SECRET: _s, PIN_ENCRYPTION_KEY: _p, ...rest } = secrets;
    expect(() => assertProductionSecrets(parseEnv({ ...real, ...rest }))).toThrow(/SESSION_SECRET, PIN_ENCRYPTION_KEY are required/);
  });

  it("refuses a real provider without the Web Push keys and subject, naming them", () => {
    const { VAPID_PUBLIC_KEY: _pub, VAPID_PRIVATE_KEY: _priv, VAPID_SUBJECT: _sub, ...rest } = secrets;
    expect(() => assertProductionSecrets(parseEnv({ ...real, ...rest }))).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT are required/);
    expect(() => assertProductionSecrets(parseEnv({ ...real, ...secrets, VAPID_SUBJECT: "" }))).toThrow(/VAPID_SUBJECT is required/);
  });

  it("refuses Web Push keys of the wrong shape and a subject that is not mailto: or https:", () => {
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "short" })).toThrow(/VAPID_PUBLIC_KEY must be a P-256 public key/);
    expect(() => parseEnv({ VAPID_PRIVATE_KEY: "k".repeat(44) })).toThrow(/VAPID_PRIVATE_KEY must be a P-256 private key/);
    expect(() => parseEnv({ VAPID_SUBJECT: "http://saldo.example.com" })).toThrow(/VAPID_SUBJECT must be a mailto: or https: URL/);
  });

  it("accepts a real provider with every secret, and the sandbox with none", () => {
    expect(() => assertProductionSecrets(parseEnv({ ...real, ...secrets }))).not.toThrow();
    expect(() => assertProductionSecrets(parseEnv({}))).not.toThrow();
  });
});

describe("mail settings", () => {
  const real = { PROVIDER_BASE_URL: "https://provider.example.com" };

  it("points at the local mailbox and this app in sandbox mode", () => {
    const env = parseEnv({ PORT: "3100" });
    expect(env.SMTP_URL).toBe("smtp://127.0.0.1:2525");
    expect(env.APP_URL).toBe("http://localhost:3100");
    expect(env.MAIL_FROM).toBe("Saldo <no-reply@saldo.test>");
    expect(() => assertMailSettings(env)).not.toThrow();
  });

  it("has no default against a real provider, and refuses to start naming what is missing", () => {
    const env = parseEnv(real);
    expect(env.SMTP_URL).toBe("");
    expect(env.APP_URL).toBe("");
    expect(() => assertMailSettings(env)).toThrow(/SMTP_URL, APP_URL are required/);
    expect(() => assertMailSettings(parseEnv({ ...real, SMTP_URL: "smtps://u:p@mail.example.com" }))).toThrow(/APP_URL is required/);
    expect(() => assertMailSettings(parseEnv({ ...real, SMTP_URL: "smtps://u:p@mail.example.com", APP_URL: "https://saldo.example.com/" }))).not.toThrow();
  });

  it("refuses an SMTP_URL that is not smtp(s), without echoing it", () => {
    expect(() => parseEnv({ SMTP_URL: "http://user:secret@mail.example.com" })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => parseEnv({ SMTP_URL: "http://user:secret@mail.example.com" })).not.toThrow(/secret/);
  });
});

describe("the address the server listens on", () => {
  it("is this machine only in sandbox mode, every interface against a real provider, HOST when set", () => {
    expect(listenHost(parseEnv({}))).toBe("127.0.0.1");
    expect(listenHost(parseEnv({ HOST: "0.0.0.0" }))).toBe("0.0.0.0");
    expect(listenHost(parseEnv({ PROVIDER_BASE_URL: "https://provider.example.com" }))).toBeNull();
    expect(listenHost(parseEnv({ PROVIDER_BASE_URL: "https://provider.example.com", HOST: "10.0.0.5" }))).toBe("10.0.0.5");
  });

  it("takes the log's format only as json or pretty", () => {
    expect(parseEnv({ LOG_FORMAT: "pretty" }).LOG_FORMAT).toBe("pretty");
    expect(() => parseEnv({ LOG_FORMAT: "colour" })).toThrow(/LOG_FORMAT must be "json" or "pretty"/);
  });
});
