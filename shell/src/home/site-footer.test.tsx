/**
 * The home footer's payment marks are in the player's language (issue 37: they stayed English on
 * Thai pages), also after a language change made once the status was read; brand names stay.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage, setSupportedLanguages, systemConfig } from '@m/shared';
import { statusFixture } from '@m/shared/testing/status';
import { SiteFooter } from './site-footer';

const marks = [{ EN: 'PromptPay', TH: 'พร้อมเพย์' }, 'GCash', { EN: 'Bank transfer', TH: 'โอนผ่านธนาคาร' }];

function marksShown(): string[] {
  return Array.from(screen.getByTestId('footer-payments').querySelectorAll('li'), (item) => item.textContent ?? '');
}

describe('the home footer', () => {
  beforeEach(async () => {
    await setSupportedLanguages(['EN', 'TH']);
    await changeLanguage('EN');
    systemConfig.next({ status: statusFixture({ legal: { minimumAge: 18, licence: null, paymentMarks: marks } }), country: null });
  });

  it("names the payment methods in the player's language, brand names as they are", async () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(marksShown()).toEqual(['PromptPay', 'GCash', 'Bank transfer']);
    await act(async () => {
      await changeLanguage('TH');
    });
    expect(marksShown()).toEqual(['พร้อมเพย์', 'GCash', 'โอนผ่านธนาคาร']);
  });
});
