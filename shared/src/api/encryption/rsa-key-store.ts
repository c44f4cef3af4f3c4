/**
 * The server's public key (protocol step 1), fetched once per page and shared by concurrent
 * encrypted calls; dropped when the server says it no longer knows the key id.
 */
import { parseRsaKeyValue, type RsaPublicKey } from './protocol';

export class RsaKeyStore {
  private current: Promise<RsaPublicKey> | null = null;

  /** `fetchValue` returns the `value` of GET /wps/session/key/rsa?_=<Date.now()>. */
  constructor(private readonly fetchValue: () => Promise<unknown>) {}

  get(): Promise<RsaPublicKey> {
    if (!this.current) {
      const pending = this.fetchValue().then(parseRsaKeyValue);
      // A failed fetch is not kept: the next encrypted call tries again.
      pending.catch(() => {
        if (this.current === pending) this.current = null;
      });
      this.current = pending;
    }
    return this.current;
  }

  invalidate(): void {
    this.current = null;
  }
}
