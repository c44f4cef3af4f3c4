/**
 * How the server delivers verification codes. In test mode (EMULATORS=1) every message goes
 * to the outbox table, readable at GET /__emulators/sms/outbox; otherwise SMS go to the
 * merchant's HTTP SMS gateway (integrations.json sms.http): POST {to, text, sender} as JSON
 * with `Authorization: Bearer <apiKey>`, any 2xx meaning accepted. Without a gateway, SMS
 * cannot be sent (sms_unavailable), and e-mail codes need test mode.
 */
import type { VerificationStore } from '../../db/verification-store';
import type { MerchantData } from '../../merchants/merchant-catalog';

export interface OutgoingMessage {
  merchant: string;
  channel: 'sms' | 'email';
  /** Digits of dialing code + number for SMS, the address for e-mail. */
  recipient: string;
  text: string;
  code: string;
}

export class DeliveryFailed extends Error {}

export interface MessageSender {
  send(message: OutgoingMessage, merchant: MerchantData): Promise<void>;
  /** Whether this sender can deliver on that channel for the merchant (two-factor methods offered). */
  canSend(channel: OutgoingMessage['channel'], merchant: MerchantData): boolean;
}

export class OutboxSender implements MessageSender {
  constructor(
    private readonly store: VerificationStore,
    private readonly clock: () => number,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.store.addToOutbox({
      merchant: message.merchant,
      channel: message.channel,
      recipient: message.recipient,
      text: message.text,
      code: message.code,
      created_at: this.clock(),
    });
  }

  canSend(): boolean {
    return true;
  }
}

export class HttpSmsSender implements MessageSender {
  constructor(
    private readonly fetcher: typeof fetch = fetch,
    private readonly resolveUrl: (url: string) => string = (url) => url,
  ) {}

  async send(message: OutgoingMessage, merchant: MerchantData): Promise<void> {
    const gateway = merchant.integrations.sms.http;
    if (message.channel !== 'sms' || !gateway) throw new DeliveryFailed(`no ${message.channel} gateway for ${merchant.code}`);
    let response: Response;
    try {
      response = await this.fetcher(this.resolveUrl(gateway.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${gateway.apiKey}` },
        body: JSON.stringify({ to: `+${message.recipient}`, text: message.text, sender: gateway.sender }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new DeliveryFailed(`SMS gateway unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new DeliveryFailed(`SMS gateway answered ${response.status}`);
  }

  canSend(channel: OutgoingMessage['channel'], merchant: MerchantData): boolean {
    return channel === 'sms' && merchant.integrations.sms.http !== null;
  }
}
