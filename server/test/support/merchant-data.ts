/** The demo merchants' real data files, loaded as the server loads them, for unit tests. */
import path from 'node:path';
import { MerchantCatalog, type MerchantData } from '../../src/merchants/merchant-catalog';

export const CONFIG_DIR = path.resolve(__dirname, '../../config');

export function loadMerchant(code: 'demo' | 'lotus', options: { emulators?: boolean } = {}): MerchantData {
  const catalog = new MerchantCatalog({
    configDir: CONFIG_DIR,
    emulators: options.emulators ?? true,
    log: {
      error: (message) => {
        throw new Error(message);
      },
      info: () => undefined,
    },
  });
  const lookup = catalog.get(code);
  if (!lookup.ok) throw new Error(lookup.message);
  return lookup.data;
}
