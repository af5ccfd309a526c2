import type { Server } from 'node:http';

export declare const DRAIN_LIMIT_BYTES: number;
export declare const LINGER_MS: number;
export declare function drainEarlyAnswers<S extends Server>(server: S): S;
