/** A withdrawal account's e-wallet or bank by name (GCash), not the code it is stored under (GCASH). */
export function providerName(providers: readonly { code: string; name: string }[] | undefined, code: string): string {
  return providers?.find((provider) => provider.code === code)?.name ?? code;
}
