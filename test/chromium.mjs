// The one place that says how every test tool and benchmark starts Chromium: Debian's build (or
// CHROME_PATH), with the flags this machine's closed network and root user need.
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
