import { describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client";

describe("GET /api/health", () => {
  it("reports the database and the provider as ready", async () => {
    const response = await new ApiClient().get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: "ok",
      database: { ok: true, kind: inject("dbKind") },
      provider: { ok: true },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
