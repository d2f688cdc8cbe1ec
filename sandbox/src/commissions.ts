// What the provider charges on top of a bill, per company, as a debt's `details` say it
// (`[{ concept, commission }]`, docs/provider/notes.md §2.4). Most billers charge nothing (0); the
// few below are the test value for fees (README: test values).

/** Fixed commission per payment, in the company's currency. */
const COMMISSIONS: Record<string, number> = {
  "AR-S-0035": 350, // EDESUR
};

export const commissionOf = (companyCode: string): number => COMMISSIONS[companyCode] ?? 0;
