import type { IncomingMessage, ServerResponse } from "node:http";

export const LINGER_MS: number;
export const LINGER_BYTES: number;
export function closeGentlyWhenAnsweredEarly(
  request: IncomingMessage,
  response: ServerResponse,
  limits?: { lingerMs?: number; lingerBytes?: number },
): void;
