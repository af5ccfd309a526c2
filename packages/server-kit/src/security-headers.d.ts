export declare const COMMON_HEADERS: Readonly<Record<string, string>>;
export declare const HSTS: string;
export declare const API_CSP: string;
export declare const DOCS_CSP: string;
export declare function pageCsp(remoteOrigins: readonly string[]): string;
export declare function securityHeaders(options?: {
  csp?: string;
  hsts?: boolean;
}): Record<string, string>;
