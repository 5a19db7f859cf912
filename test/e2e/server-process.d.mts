export interface E2eServer {
  url: string;
  port: number;
  pid: number | undefined;
  /** Where this server's mail worker delivers (MAIL_SINK_DIR): .eml files the specs read. */
  mailSinkDir: string;
  stop(): Promise<void>;
}
export declare const E2E_BASE_PORT: number;
export declare const E2E_WORKERS: number;
export declare const STARTED_SERVERS_ENV: string;
export declare function mailSinkDirFor(port: number): string;
export declare function claimFileFor(port: number, pid: number): string;
export declare function e2eUrl(port: number): string;
export declare function answers(url: string): Promise<boolean>;
export declare function startE2eServer(port: number): Promise<E2eServer>;
export declare function startedServers(): Map<number, number>;
