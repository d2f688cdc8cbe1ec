import { describe, expect, it } from "vitest";
import { adhesionListSchema, adhesionResponseSchema, notificationListSchema, updateAdhesionInput } from "./agenda";

const notification = {
  id: "6f1e2d3c-4b5a-4968-8776-655443322110-0",
  companyCode: "AR-S-0003",
  companyName: "EDENOR",
  type: "NEW_BILL",
  agendaId: "user-1#5d1c2b1e-8a9f-4c3e-b2d1-0f9e8d7c6b5a#0012345678",
  expirationDate: "2025-08-15",
  expirationDateWasEstimated: true,
  amount: 15230.5,
  lastPaidDate: "2025-07-15",
  exchangeDetail: [{ amount: 12.12, currency: "USD", exchangeRate: 1256.48 }],
  channels: ["PUSH", "EMAIL"],
};

const adhesion = {
  serviceIdentifier: "0012345678",
  modalityId: "5d1c2b1e-8a9f-4c3e-b2d1-0f9e8d7c6b5a",
  companyCode: "AR-S-0003",
  alias: null,
  type: "EXPIRATION",
  agendaId: notification.agendaId,
  isAutomaticDebit: false,
  isAdhered: true,
  companyName: "EDENOR",
  tx: "3a2b1c0d-0000-4000-8000-000000000001",
  mainTx: "3a2b1c0d-0000-4000-8000-000000000002",
};

describe("agenda schemas", () => {
  it("reads a registered adhesion", () => {
    const result = adhesionResponseSchema.parse(adhesion);
    expect(result).toMatchObject({ agendaId: adhesion.agendaId, alias: null, isAdhered: true, companyLogo: null, notifications: [] });
  });

  it("reads a list of adhesions with their notifications", () => {
    const body = adhesionListSchema.parse({ adhesions: [{ ...adhesion, alias: "Casa", notifications: [notification] }] });
    const [first] = body.adhesions;
    expect(first?.alias).toBe("Casa");
    expect(first?.notifications[0]).toMatchObject({ type: "NEW_BILL", expirationDateWasEstimated: true, channels: ["PUSH", "EMAIL"] });
  });

  it("reads a PAY_AGAIN notification, which has no amount", () => {
    const payAgain = { id: "n-2", companyCode: "AR-R-0034", type: "PAY_AGAIN", agendaId: "a", lastPaidDate: "2025-06-01", lastPaidAmount: 500 };
    const [result] = notificationListSchema.parse({ notifications: [payAgain] }).notifications;
    expect(result).toMatchObject({ amount: null, lastPaidAmount: 500, exchange: null, channels: [], expirationDate: null });
  });

  it("refuses an update that changes nothing", () => {
    expect(updateAdhesionInput.safeParse({ agendaId: "a" }).success).toBe(false);
    expect(updateAdhesionInput.safeParse({ agendaId: "a", isAdhered: false }).success).toBe(true);
  });
});
