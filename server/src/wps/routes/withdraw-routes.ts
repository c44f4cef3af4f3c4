/**
 * Withdrawals (issue 25): a code to the member's own mobile (smsMember), binding a withdrawal
 * account with it, and the withdrawal request, whose amount is held at once and decided later
 * by the operator's back office (cashier/withdrawal-back-office.ts in test mode).
 */
import type { FastifyInstance } from 'fastify';
import type { WithdrawAccountRow, WithdrawalRow } from '../../db/cashier-store';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { defineRoute } from '../http/define-route';
import { WpsError } from '../http/wps-error';
import { major, minor, money } from '../cashier/cashier-settings';
import { maskMobile } from '../members/member-view';
import { admitCode, deliverCode } from '../sms/code-sender';
import { mapText, storedText } from '../localize';
import type { WpsContext } from '../wps-context';
import { limitCashier, readAmount } from './wallet-routes';

const DAY_MS = 86_400_000;

/** Only the last four digits leave the server. */
export function maskAccount(accountNo: string): string {
  return `${'*'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;
}

export const accountView = (row: WithdrawAccountRow) => ({
  id: row.id,
  type: row.type,
  provider: row.provider,
  holderName: row.holder_name,
  accountNo: maskAccount(row.account_no),
});

export function withdrawalView(merchant: MerchantData, row: WithdrawalRow) {
  return {
    withdrawalId: row.id,
    status: row.status,
    amount: major(merchant, row.amount),
    currency: merchant.country.currency,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Withdrawals the member has left today (UTC day) of the merchant's daily number. */
export function remainingTimes(ctx: WpsContext, merchant: MerchantData, memberId: number, now: number): number {
  const used = ctx.cashier.withdrawalsSince(merchant.code, memberId, now - (now % DAY_MS));
  return Math.max(0, merchant.cashier.withdraw.dailyTimes - used);
}

export function registerWithdrawRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'smsMember', {
    handler: async (call) => {
      const member = call.session.member;
      if (!member.mobile) throw new WpsError(400, 'mobile_required');
      // The member's own bound number: the budgets of any code, no captcha (sms/code-sender.ts).
      await admitCode(call, { key: member.mobile, body: {}, ownContact: true });
      const times = await deliverCode(call, {
        channel: 'sms',
        recipient: member.mobile,
        key: member.mobile,
        purpose: call.body.purpose,
        text: 'VERIFY',
      });
      return { sent: true, mobileNum: maskMobile(member) ?? '', ...times };
    },
  });

  defineRoute(scope, ctx, 'withdrawAccountBind', {
    handler: ({ merchant, session, body, now }) => {
      const member = session.member;
      limitCashier(ctx, merchant, member.id, now);
      if (!member.mobile) throw new WpsError(400, 'mobile_required');
      const provider = (merchant.cashier.withdraw.providers ?? []).find((candidate) => candidate.code === body.provider);
      if (!provider || provider.type !== body.type)
        throw new WpsError(
          400,
          'invalid_request',
          { field: 'provider', reason: 'one of the providers' },
          { field: 'provider', reason: 'one of the providers' },
        );
      const result = ctx.verification.consumeSmsCode({
        merchant: merchant.code,
        mobile: member.mobile,
        purposes: ['BIND_WITHDRAW_ACCOUNT'],
        code: body.smsCode,
        now,
      });
      if (result === 'invalid') throw new WpsError(400, 'sms_code_invalid', { field: 'smsCode' });
      if (result === 'expired') throw new WpsError(400, 'sms_code_expired', { field: 'smsCode' });
      const row = ctx.cashier.bindAccount({
        merchant: merchant.code,
        memberId: member.id,
        type: body.type,
        provider: provider.code,
        holderName: body.holderName,
        accountNo: body.accountNo,
        now,
      });
      return accountView(row);
    },
  });

  defineRoute(scope, ctx, 'withdraw', {
    handler: ({ merchant, session, body, now }) => {
      const memberId = session.member.id;
      limitCashier(ctx, merchant, memberId, now);
      const earlier = ctx.cashier.withdrawalByRequest(merchant.code, memberId, body.requestId);
      if (earlier) return withdrawalView(merchant, earlier);
      const account = ctx.cashier.accounts(merchant.code, memberId).find((row) => row.id === body.accountId);
      if (!account) throw new WpsError(400, 'withdraw_account_invalid', { field: 'accountId' });
      const limits = merchant.cashier.withdraw;
      const amount = readAmount(merchant, body.amount, minor(merchant, limits.minAmount), minor(merchant, limits.maxAmount));
      const wallet = ctx.wallet.account(merchant.code, memberId);
      if (wallet.turnoverRequired > 0)
        throw new WpsError(
          400,
          'turnover_not_met',
          { turnoverRemaining: major(merchant, wallet.turnoverRequired) },
          { remaining: money(merchant, wallet.turnoverRequired) },
        );
      if (remainingTimes(ctx, merchant, memberId, now) === 0)
        throw new WpsError(400, 'withdraw_times_exceeded', { dailyTimes: limits.dailyTimes });
      if (amount > wallet.balance) throw new WpsError(400, 'balance_short', { field: 'amount', balance: major(merchant, wallet.balance) });
      const providerName = (limits.providers ?? []).find((provider) => provider.code === account.provider)?.name;
      const masked = maskAccount(account.account_no);
      const result = ctx.cashier.requestWithdrawal({
        merchant: merchant.code,
        memberId,
        requestId: body.requestId,
        accountId: account.id,
        amount,
        detail: storedText(mapText(providerName ?? account.provider, (name) => `${name} ${masked}`)),
        now,
      });
      // The balance moved since it was read (another tab, another instance): still no overdraft.
      if (!result.ok) throw new WpsError(400, 'balance_short', { field: 'amount' });
      if (!result.repeated) {
        ctx.moneyEvents.report({
          merchant: merchant.code,
          memberId,
          kind: 'withdraw',
          status: 'submitted',
          amount: major(merchant, amount),
          currency: merchant.country.currency,
          reference: result.withdrawal.id,
          now,
        });
      }
      return withdrawalView(merchant, result.withdrawal);
    },
  });
}
