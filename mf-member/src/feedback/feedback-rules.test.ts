import { feedbackProblems, serverProblem } from './feedback-rules';

const ok = { category: 'bug', content: 'The page froze', screenshot: null };

describe('feedback rules (the same on both sides)', () => {
  it('accepts a category, some text and no picture', () => {
    expect(feedbackProblems(ok)).toEqual({});
  });
  it('asks for a category of the list and for text that is not blank or too long', () => {
    expect(feedbackProblems({ ...ok, category: '' })).toEqual({ category: 'feedback_category_required' });
    expect(feedbackProblems({ ...ok, category: 'nonsense' })).toEqual({ category: 'feedback_category_required' });
    expect(feedbackProblems({ ...ok, content: '   ' })).toEqual({ content: 'feedback_content_required' });
    expect(feedbackProblems({ ...ok, content: 'x'.repeat(2001) })).toEqual({ content: 'feedback_content_too_long' });
  });
  it('takes pictures (png, jpeg, webp) up to 10 MB before shrinking', () => {
    expect(feedbackProblems({ ...ok, screenshot: { type: 'image/png', size: 3_000_000 } })).toEqual({});
    expect(feedbackProblems({ ...ok, screenshot: { type: 'application/pdf', size: 10 } })).toEqual({
      screenshot: 'feedback_screenshot_type',
    });
    expect(feedbackProblems({ ...ok, screenshot: { type: 'image/gif', size: 10 } })).toEqual({ screenshot: 'feedback_screenshot_type' });
    expect(feedbackProblems({ ...ok, screenshot: { type: 'image/jpeg', size: 11 * 1024 * 1024 } })).toEqual({
      screenshot: 'feedback_screenshot_too_large',
    });
  });
  it('turns the server field errors into the form messages', () => {
    expect(serverProblem({ field: 'screenshot', reason: 'screenshot_type' })).toEqual({
      field: 'screenshot',
      problem: 'feedback_screenshot_type',
    });
    expect(serverProblem({ field: 'content' })).toEqual({ field: 'content', problem: 'feedback_content_required' });
    expect(serverProblem(undefined)).toBeNull();
  });
});
