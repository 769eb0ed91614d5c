// The stand-in chat widget's address the test server is started with (playwright.config.ts); the
// browser tests answer it themselves, so nothing leaves the machine.
export const LIVE_CHAT_SCRIPT_URL_FOR_TESTS = 'https://chat.callready.test/widget.js';
