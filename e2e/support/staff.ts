// Staff for browser tests.

/** The setup key the test server is started with (playwright.config.ts). */
export const ADMIN_SETUP_KEY_FOR_TESTS = 'browser-tests-admin-setup-key';
