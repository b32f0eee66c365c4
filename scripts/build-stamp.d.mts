export const STAMP_INPUTS: string[];
export function sourceStamp(root: string, inputs?: string[]): string;
