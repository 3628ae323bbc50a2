import type { Split } from '../src/fixtures/elena-questions.ts';

/** The newest held-out set: hidden from tuning (`eval --tuning`, `eval --calibrate`, the weight fit). */
export const blindSplit: Split = 'holdout7';
