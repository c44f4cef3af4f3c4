/**
 * What the feedback form accepts, the same rules the backend applies (shared contract limits):
 * a category of the list, 1 to FEEDBACK_MAX_LENGTH characters of text, and an optional picture
 * of an accepted type, not larger than FEEDBACK_SCREENSHOT_PICK_MAX_BYTES before it is shrunk.
 */
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH, FEEDBACK_SCREENSHOT_PICK_MAX_BYTES, FEEDBACK_SCREENSHOT_TYPES } from '@m/shared';

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export type FeedbackField = 'category' | 'content' | 'screenshot';
/** Message keys of mf-member's catalogue. */
export type FeedbackProblem =
  | 'feedback_screenshot_unreadable'
  | 'feedback_category_required'
  | 'feedback_content_required'
  | 'feedback_content_too_long'
  | 'feedback_screenshot_type'
  | 'feedback_screenshot_too_large';

export interface FeedbackDraft {
  category: string;
  content: string;
  screenshot: { type: string; size: number } | null;
}

export function isCategory(value: string): value is FeedbackCategory {
  return (FEEDBACK_CATEGORIES as readonly string[]).includes(value);
}

export function screenshotProblem(file: { type: string; size: number }): FeedbackProblem | null {
  if (!(FEEDBACK_SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return 'feedback_screenshot_type';
  if (file.size > FEEDBACK_SCREENSHOT_PICK_MAX_BYTES) return 'feedback_screenshot_too_large';
  return null;
}

export function feedbackProblems(draft: FeedbackDraft): Partial<Record<FeedbackField, FeedbackProblem>> {
  const problems: Partial<Record<FeedbackField, FeedbackProblem>> = {};
  if (!isCategory(draft.category)) problems.category = 'feedback_category_required';
  const text = draft.content.trim();
  if (text.length === 0) problems.content = 'feedback_content_required';
  else if (text.length > FEEDBACK_MAX_LENGTH) problems.content = 'feedback_content_too_long';
  if (draft.screenshot) {
    const problem = screenshotProblem(draft.screenshot);
    if (problem) problems.screenshot = problem;
  }
  return problems;
}

/** The server's field error (invalid_request value.field / reason) as the form's message. */
export function serverProblem(value: unknown): { field: FeedbackField; problem: FeedbackProblem } | null {
  const field = (value as { field?: unknown } | null)?.field;
  const reason = (value as { reason?: unknown } | null)?.reason;
  if (field === 'category') return { field, problem: 'feedback_category_required' };
  if (field === 'content') return { field, problem: 'feedback_content_required' };
  if (field === 'screenshot')
    return { field, problem: reason === 'screenshot_type' ? 'feedback_screenshot_type' : 'feedback_screenshot_too_large' };
  return null;
}
