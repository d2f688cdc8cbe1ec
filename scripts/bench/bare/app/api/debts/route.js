// A debt query passed straight to the sandbox: the least a backend-for-frontend can add to it.
const SANDBOX = process.env.BENCH_SANDBOX_URL ?? "http://127.0.0.1:4010";
const API_KEY = process.env.BENCH_SANDBOX_API_KEY ?? "sandbox-api-key";
const PASSWORD = process.env.BENCH_SANDBOX_PASSWORD ?? "saldo-sandbox-password";

let token;

async function login() {
  const response = await fetch(`${SANDBOX}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": API_KEY },
    body: JSON.stringify({ clientUsername: "saldo", password: PASSWORD }),
  });
  return (await response.json()).accessToken;
}

export const dynamic = "force-dynamic";

export async function POST(request) {
  token ??= login();
  const response = await fetch(`${SANDBOX}/services/debts`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": API_KEY, "x-authorization-token": await token },
    body: await request.text(),
  });
  return new Response(response.body, { status: response.status, headers: { "content-type": "application/json" } });
}
