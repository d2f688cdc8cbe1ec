// Types of build-stamp.mjs (plain JavaScript, so `npm start` needs no TypeScript loader).
export const INPUT_FOLDERS: readonly string[];
export const INPUT_FILES: readonly string[];
export function inputsHash(root: string): string;
export function isFresh(root: string, hash: string): boolean;
export function buildAndStamp(root: string, build: () => Promise<void>): Promise<void>;
export function ensureBuilt(root: string, build: () => Promise<void>): Promise<{ built: boolean }>;
export function stampExists(root: string): boolean;
