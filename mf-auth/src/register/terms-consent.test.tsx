/** The terms opened from the register dialog (issue 27): Escape closes the terms, not the dialog under them. */
import { fireEvent, render, screen } from '@testing-library/react';
import { api } from '@m/shared';
import { DialogFrame } from '../ui/dialog-frame';
import { TermsConsent } from './terms-consent';

afterEach(() => jest.restoreAllMocks());

it('Escape closes only the terms over the register dialog; the next Escape closes the dialog', async () => {
  jest.spyOn(api, 'call').mockResolvedValue({ version: 'v1', language: 'EN', title: 'Terms', paragraphs: ['Be 18 or older.'] } as never);
  const closeDialog = jest.fn();
  render(
    <DialogFrame title="Register" onClose={closeDialog} testId="register-dialog">
      <TermsConsent label="I am 18 or older and accept the Terms and Conditions" checked={false} onChange={() => undefined} />
    </DialogFrame>,
  );
  fireEvent.click(screen.getByTestId('terms-open'));
  expect(await screen.findByText('Be 18 or older.')).toBeTruthy();
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByTestId('terms-sheet')).toBeNull();
  expect(closeDialog).not.toHaveBeenCalled();
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(closeDialog).toHaveBeenCalledTimes(1);
});
