// Kept in step with package.json by test/util/version.test.ts (a JSON import would drag package.json into the bundle).
export const VERSION = '0.2.0';
