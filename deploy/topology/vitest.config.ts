import { defineDittoConfig } from '@ditto/vitest-config';

export default defineDittoConfig();
