export const CHROMIUM_ARGS: readonly string[];
export const CHROMIUM_PATH: string;
export const E2E_CHROMIUM_PATH: string;
