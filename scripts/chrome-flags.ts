// How Debian's Chromium runs here (browser tests and Lighthouse): headless, and without the
// background traffic that a closed network refuses.
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
