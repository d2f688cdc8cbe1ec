import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/client/api";
import { askedConfirmation } from "./asked-confirmation";
import { answerProblem } from "./answer-problem";

describe("the confirmation dialog's reading of the app's answers", () => {
  it("says a refused answer beside the field it came from", () => {
    const wrong = new ApiError(400, "INVALID_INPUT", "The password is not right.", { password: ["wrong"] });
    const unverified = new ApiError(400, "INVALID_INPUT", "This passkey could not confirm it.", { passkey: ["unverified"] });
    expect(answerProblem(wrong, "password")).toBe("wrong");
    expect(answerProblem(unverified, "passkey")).toBe("unverified");
    expect(answerProblem(new ApiError(429, "RATE_LIMITED", "Too many."), "password")).toBe("limited");
    expect(answerProblem(new ApiError(404, "NOT_FOUND", "Expired."), "passkey")).toBe("gone");
    expect(answerProblem(new ApiError(500, "INTERNAL", "Oops."), "password")).toBe("failed");
    expect(answerProblem(new ApiError(0, "NETWORK", "network"), "passkey")).toBe("failed");
  });

  it("takes a refused move as a confirmation to answer only when it is one, with its id", () => {
    const asked = new ApiError(403, "CONFIRMATION_REQUIRED", "Confirm this first.", { confirmationId: "0b6c1f9e-3f0e-4c61-9a55-2f1d7c1e8a10", summary: { move: "payment" } });
    expect(askedConfirmation(asked)).toBe("0b6c1f9e-3f0e-4c61-9a55-2f1d7c1e8a10");
    expect(askedConfirmation(new ApiError(403, "FORBIDDEN", "No."))).toBeNull();
    expect(askedConfirmation(new ApiError(403, "CONFIRMATION_REQUIRED", "Confirm this first."))).toBeNull();
    expect(askedConfirmation(new Error("boom"))).toBeNull();
  });
});
