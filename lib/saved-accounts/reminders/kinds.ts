/** The kind of Saldo's own notice a bill reminder is (user_notifications.kind). */
export const BILL_REMINDER = "BILL_REMINDER";
