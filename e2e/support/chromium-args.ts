/** Flags for Debian's Chromium in every browser test: kept off the network (no sync, updates, QUIC or background requests). */
export const offlineChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
