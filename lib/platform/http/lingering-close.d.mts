import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export const LINGER_MS: number;
export const LINGER_BYTES: number;
export function closeGentlyWhenAnsweredEarly(
  request: IncomingMessage,
  response: ServerResponse,
  limits?: { lingerMs?: number; lingerBytes?: number },
): void;
export function endGently(
  socket: Socket,
  answer: string | undefined,
  limits?: { lingerMs?: number; lingerBytes?: number },
): void;
