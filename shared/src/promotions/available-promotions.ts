/**
 * The merchant's available promotions (SPEC 3: APP_DOWNLOAD and REFERRAL, each enabled and
 * count), fetched once per page and shared: the download bar's gift icon (mf-pwa), the referral
 * entry (mf-member) and the promotions remote all read this one store instead of each calling
 * MCSFE_getMerchantAvailablePromotions. The bus has no replay, so the last value lives here and
 * `promotions.available` announces it to whoever is already listening.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { api } from '../api';
import type { AnswerOf } from '../contract/types';
import { bus } from '../bus/event-bus';

export type AvailablePromotions = AnswerOf<'availablePromotions'>;

/** Nothing is on: what a failed or malformed answer means for every reader (no gift, no referral). */
export const NO_PROMOTIONS: AvailablePromotions = { APP_DOWNLOAD: { enabled: false, count: 0 }, REFERRAL: { enabled: false, count: 0 } };

type Fetch = () => Promise<unknown>;

function availability(value: unknown): { enabled: boolean; count: number } {
  const entry = value as { enabled?: unknown; count?: unknown } | null | undefined;
  const count = typeof entry?.count === 'number' && Number.isFinite(entry.count) && entry.count >= 0 ? Math.floor(entry.count) : 0;
  return { enabled: entry?.enabled === true, count };
}

/** Reads an answer defensively: a field missing or of the wrong type counts as "off". */
export function normaliseAvailablePromotions(value: unknown): AvailablePromotions {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { APP_DOWNLOAD: availability(record.APP_DOWNLOAD), REFERRAL: availability(record.REFERRAL) };
}

export class AvailablePromotionsStore {
  /** undefined until the first answer (or failure) arrives. */
  readonly subject = new BehaviorSubject<AvailablePromotions | undefined>(undefined);
  private pending: Promise<AvailablePromotions> | null = null;
  /** Whose answer `pending` is: a page has one merchant, the server's render many (issue 23). */
  private pendingFor: string | null = null;

  constructor(
    private readonly fetch: Fetch = () => api.call('availablePromotions', { notify: false }),
    private readonly merchant: () => string = () => api.config.merchant(),
  ) {}

  get value$(): Observable<AvailablePromotions | undefined> {
    return this.subject.asObservable();
  }

  /**
   * The promotions, fetched on the first call only; later calls (from any remote) share that
   * answer. A failed call is remembered as "nothing on" for this page but tried again by the
   * next `load({ retry: true })`.
   */
  load(options: { retry?: boolean } = {}): Promise<AvailablePromotions> {
    const merchant = this.merchant();
    if (this.pending && this.pendingFor === merchant && !(options.retry && this.failed)) return this.pending;
    this.pendingFor = merchant;
    this.failed = false;
    this.pending = this.fetch().then(
      (value) => this.settle(normaliseAvailablePromotions(value)),
      () => {
        this.failed = true;
        return this.settle(NO_PROMOTIONS);
      },
    );
    return this.pending;
  }

  private failed = false;

  private settle(value: AvailablePromotions): AvailablePromotions {
    this.subject.next(value);
    bus.publish('promotions.available', value);
    return value;
  }
}

export const availablePromotions = new AvailablePromotionsStore();
