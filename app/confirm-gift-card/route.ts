// POST /confirm-gift-card — the provider's result of a gift-card purchase (credentials and hash checked)
import { callbackEndpoint } from "@/lib/payments/callbacks/handle";

export const dynamic = "force-dynamic";

export const POST = callbackEndpoint("/confirm-gift-card");
