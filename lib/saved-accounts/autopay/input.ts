import { z } from "zod";
import { NOTICE_DAYS } from "@/lib/rules/autopay";
import { amountSchema } from "@/lib/rules/schemas";

/** PUT /api/agenda/adhesions/{agendaId}/autopay: on with a cap (and notice days), or off. */
export const autopaySettingsInput = z.discriminatedUnion("enabled", [
  z.strictObject({
    enabled: z.literal(true),
    cap: amountSchema,
    noticeDays: z
      .number({ error: "Choose how many days before." })
      .int("Choose how many days before.")
      .min(NOTICE_DAYS.min, `At least ${NOTICE_DAYS.min} day before.`)
      .max(NOTICE_DAYS.max, `At most ${NOTICE_DAYS.max} days before.`)
      .default(NOTICE_DAYS.default),
  }),
  z.strictObject({ enabled: z.literal(false) }),
], { error: "Say whether autopay is on (enabled)." });

export type AutopaySettingsInput = z.output<typeof autopaySettingsInput>;
