import type { ViteUserConfig } from 'vitest/config';

export declare const sourceConditions: string[];
export declare function defineDittoConfig(overrides?: ViteUserConfig): ViteUserConfig;
