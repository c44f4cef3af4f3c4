/**
 * What every page reads: the API client, the signed-in operator and the merchant chosen in the
 * header. One provider (app.tsx) owns them; pages only read.
 */
import { createContext, useContext } from 'react';
import type { OpsMerchant, OpsOperator } from '@m/shared/ops';
import type { OpsClient } from '../api/ops-client';

export interface OpsContextValue {
  client: OpsClient;
  operator: OpsOperator;
  merchants: OpsMerchant[];
  /** The merchant the pages show; null while the operator may see none. */
  merchant: OpsMerchant | null;
}

export const OpsContext = createContext<OpsContextValue | null>(null);

export function useOps(): OpsContextValue {
  const value = useContext(OpsContext);
  if (!value) throw new Error('useOps() outside the console (OpsContext.Provider in app.tsx)');
  return value;
}
