export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  basePath?: string;
  spa?: boolean;
  cors?: boolean;
  apiTarget?: string;
  remotesConfigFile?: string;
  hsts?: boolean;
  csp?: boolean;
  precompressed?: boolean;
}
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}
export function startStaticServer(options: StaticServerOptions): Promise<StaticServer>;
