// The account a first run against the sandbox creates (lib/accounts/demo-user.ts). Public by
// design: the README and `npm start`'s banner print it, so it lives apart from the server code.
export const DEMO_EMAIL = "demo@saldo.test";
export const DEMO_PASSWORD = "saldo-demo-password";
