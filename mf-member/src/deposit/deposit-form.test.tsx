/**
 * The deposit form's own rules (issue 25), moved down from e2e/tests/member-cashier.spec.ts: an
 * amount the cashier refuses (below the channel's minimum, above its maximum, too many decimals,
 * not a number) is said beside the field in the merchant's money, keeps what was typed and makes
 * no order; a double tap on a good amount makes one order and opens the payment page once.
 * The backend's own checks: server/src/wps/cashier tests; paying: the e2e journeys.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, formatMoney, i18n, type MoneyCountry } from '@m/shared';
import { DepositForm } from './deposit-form';
import type { DepositSettings } from './deposit-api';
import EN from '../locales/EN.json';

const settings = {
  minAmount: 100,
  maxAmount: 50_000,
  decimals: 2,
  allowedHosts: [],
  bonuses: [],
  channels: [{ code: 'GCASH', name: 'GCash', enabled: true, minAmount: 100, maxAmount: 50_000, presets: [300, 500] }],
} as unknown as DepositSettings;

/** How each test merchant writes money: demo's peso before the amount, lotus's baht after it. */
const MERCHANTS: Record<'demo' | 'lotus', MoneyCountry> = {
  demo: { currency: 'PHP', currencySymbol: '₱', currencyPosition: 'before' },
  lotus: { currency: 'THB', currencySymbol: '฿', currencyPosition: 'after' },
};

let orders: unknown[] = [];
let paid: string[] = [];

beforeAll(() => {
  i18n.addResourceBundle('en', 'member', EN, true, false);
});

beforeEach(() => {
  orders = [];
  paid = [];
  jest.spyOn(api, 'call').mockImplementation((async (name: string, options?: { body?: unknown }) => {
    if (name !== 'depositOrder') throw new Error(`unexpected call ${name}`);
    orders.push(options?.body);
    // The provider answers after a moment: the second tap lands while the order is on its way.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { orderId: 'o1', paymentUrl: '/__emulators/payment/pay/o1' };
  }) as never);
});

afterEach(() => jest.restoreAllMocks());

function renderForm(merchant: 'demo' | 'lotus') {
  const money = (value: number) => formatMoney(value, MERCHANTS[merchant], { decimals: 2 });
  render(<DepositForm settings={settings} money={money} onPay={(url) => paid.push(url)} />);
}

async function deposit(amount: string) {
  fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: amount } });
  fireEvent.click(screen.getByTestId('deposit-submit'));
  await act(async () => undefined);
}

const error = () => screen.getByTestId('deposit-amount-error').textContent;

describe.each(['demo', 'lotus'] as const)('%s: the deposit form', (merchant) => {
  const limit = (amount: string) => (merchant === 'demo' ? `₱${amount}` : `${amount}\u00a0฿`);

  it('says a refused amount beside the field, keeps what was typed and makes no order', async () => {
    renderForm(merchant);
    await deposit('10');
    expect(error()).toBe(`The minimum is ${limit('100.00')}.`);
    expect(screen.getByTestId('deposit-amount').getAttribute('aria-invalid')).toBe('true');
    await deposit('99999999');
    expect(error()).toBe(`The maximum is ${limit('50,000.00')}.`);
    await deposit('150.505');
    expect(error()).toBe('This currency allows at most 2 decimal places.');
    await deposit('ten');
    expect(error()).toBe('Please enter an amount such as 500 or 500.50.');
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('ten');
    expect(orders).toEqual([]);
    expect(paid).toEqual([]);
  });

  it('makes one order for a double tap, and opens the payment page once', async () => {
    renderForm(merchant);
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '150' } });
    expect(screen.queryByTestId('deposit-amount-error')).toBeNull();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(paid[0]).toMatch(/\/__emulators\/payment\/pay\/o1$/);
    expect(orders).toEqual([expect.objectContaining({ channel: 'GCASH', amount: '150' })]);
    // Busy until the payment page replaces this one.
    expect((screen.getByTestId('deposit-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('fills the field from a quick amount and says the limits up front', () => {
    renderForm(merchant);
    expect(screen.getByTestId('deposit-amount-hint').textContent).toBe(`From ${limit('100.00')} to ${limit('50,000.00')}`);
    fireEvent.click(screen.getAllByTestId('amount-preset')[1]!);
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('500');
  });
});
