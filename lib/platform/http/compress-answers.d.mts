import type { IncomingMessage, ServerResponse } from "node:http";

export const COMPRESS_MIN_BYTES: number;
export function encodingFor(acceptEncoding: string | undefined | null): "br" | "gzip" | null;
export function compressApiAnswers(request: IncomingMessage, response: ServerResponse): void;
