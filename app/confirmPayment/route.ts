// POST /confirmPayment — the provider's result of a top-up (credentials and hash checked)
import { callbackEndpoint } from "@/lib/payments/callbacks/handle";

export const dynamic = "force-dynamic";

export const POST = callbackEndpoint("/confirmPayment");
