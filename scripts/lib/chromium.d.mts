export const CHROMIUM_ARGS: readonly string[];
export const CHROMIUM_PATH: string;
