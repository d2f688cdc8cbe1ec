export function controlCharacterIn(text: string): boolean;
export function urlProblem(url: URL): string | null;
