// POST /confirm-payment — the provider's result of a bill payment (credentials and hash checked)
import { callbackEndpoint } from "@/lib/payments/callbacks/handle";

export const dynamic = "force-dynamic";

export const POST = callbackEndpoint("/confirm-payment");
