import { createServer } from 'node:net';

/** A port nothing listens on now, on 127.0.0.1: servers that refuse a taken port (Parcel, Vite's --strictPort, WebKitWebDriver) are given it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
