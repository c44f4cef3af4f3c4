/**
 * What a cipher path does for one request (protocol steps 4 and 5, plus the digest of step 7).
 * K and IV are drawn by the caller, so both paths can be checked against the same values.
 */
export interface PayloadCipher {
  readonly name: 'webcrypto' | 'forge';
  encrypt(input: { publicKeyPem: string; key: Uint8Array; iv: Uint8Array; plaintext: Uint8Array }): Promise<{
    /** AES-256-GCM ciphertext || 16-byte tag. */
    ciphertextWithTag: Uint8Array;
    /** RSA-OAEP(SHA-256, MGF1-SHA-256, empty label) of the key. */
    wrappedKey: Uint8Array;
    /** SHA-256 of the plaintext. */
    digest: Uint8Array;
  }>;
  /** Random bytes for K and IV. */
  randomBytes(length: number): Uint8Array;
}
