// Secrets the route suite configures, distinct from every default, so the bundle scan can look
// for them in what the browser downloads.
export const TEST_SECRETS = {
  providerApiKey: "test-provider-key-7f3a9c",
  providerPassword: "test-provider-password-51d2",
  callbackApiKey: "test-callback-key-c04e11",
  callbackToken: "test-callback-token-9a8b77",
  callbackHashSecret: "test-callback-hash-secret-3e5f",
  sessionSecret: "test-session-secret-0123456789abcdef0123456789",
  pinKey: "8f1c2b3a4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8",
  // A Web Push pair (web-push's generateVAPIDKeys), for apps started against a "real" provider.
  vapidPublicKey: "BLEZop-f6KXfezTPM_nquVliaEvlaE-7d_e83CSRBGwnYWtAi5arNo1LlhcLJwkKq0e5g9vXQ4ltsp-HXo6PhkM",
  vapidPrivateKey: "QLJMt1q1a8p4e8_DNy2Ug3C2cV-jVNb1o7G24OyozFk",
} as const;

/** The sandbox's variables for these secrets: the provider's side of them. */
export const SANDBOX_SECRET_ENV = {
  SANDBOX_CALLBACK_API_KEY: TEST_SECRETS.callbackApiKey,
  SANDBOX_CALLBACK_TOKEN: TEST_SECRETS.callbackToken,
  SANDBOX_CALLBACK_HASH_SECRET: TEST_SECRETS.callbackHashSecret,
  SANDBOX_API_KEY: TEST_SECRETS.providerApiKey,
  SANDBOX_CLIENT_PASSWORD: TEST_SECRETS.providerPassword,
};

/** The app's variables for these secrets, matching SANDBOX_SECRET_ENV. */
export const APP_SECRET_ENV = {
  PROVIDER_API_KEY: TEST_SECRETS.providerApiKey,
  PROVIDER_PASSWORD: TEST_SECRETS.providerPassword,
  CALLBACK_API_KEY: TEST_SECRETS.callbackApiKey,
  CALLBACK_TOKEN: TEST_SECRETS.callbackToken,
  CALLBACK_HASH_SECRET: TEST_SECRETS.callbackHashSecret,
  SESSION_SECRET: TEST_SECRETS.sessionSecret,
  PIN_ENCRYPTION_KEY: TEST_SECRETS.pinKey,
};
