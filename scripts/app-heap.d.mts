export const APP_HEAP_MB: number;
export function appNodeOptions(nodeOptions?: string): string;
