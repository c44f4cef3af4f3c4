/**
 * The feedback form's own rules, moved down from e2e/tests/member-feedback.spec.ts: what is
 * missing or wrong is said beside its field (category, message, a screenshot that is not a
 * picture) and nothing is sent. Storing feedback for real: the e2e journey.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, i18n } from '@m/shared';
import { FeedbackForm } from './feedback-form';
import EN from '../locales/EN.json';

let sent = 0;

beforeAll(() => {
  i18n.addResourceBundle('en', 'member', EN, true, false);
});

beforeEach(() => {
  sent = 0;
  jest.spyOn(api, 'call').mockImplementation((async () => {
    sent += 1;
    return { id: 1 };
  }) as never);
});

afterEach(() => jest.restoreAllMocks());

const errorOf = (field: string) => document.getElementById(`feedback-${field}-error`)?.textContent;

describe('the feedback form', () => {
  it('says what is missing or wrong beside each field and sends nothing', async () => {
    const { container } = render(<FeedbackForm onSent={() => undefined} />);
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await act(async () => undefined);
    expect(errorOf('category')).toBe('Choose a category.');
    expect(errorOf('content')).toBe('Write your message.');
    expect(container.querySelector('#feedback-category')!.getAttribute('aria-invalid')).toBe('true');

    const pdf = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Screenshot (optional)'), { target: { files: [pdf] } });
    expect(errorOf('screenshot')).toBe('Choose a PNG, JPEG or WebP picture.');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await act(async () => undefined);
    expect(sent).toBe(0);
  });
});
