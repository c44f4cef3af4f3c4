/** The feedback form: category, text, optional screenshot; checked here and by the backend, then confirmed. */
import { useRef, useState } from 'react';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH, showNotice, useTranslation } from '@m/shared';
import { sendFeedback } from './feedback-api';
import { feedbackProblems, isCategory, screenshotProblem, serverProblem, type FeedbackField, type FeedbackProblem } from './feedback-rules';
import { shrinkScreenshot } from './shrink-screenshot';

type Problems = Partial<Record<FeedbackField, FeedbackProblem>>;

export function FeedbackForm({ onSent }: { onSent: (id: number) => void }) {
  const { t } = useTranslation('member');
  const [category, setCategory] = useState('');
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = feedbackProblems({ category, content, screenshot: file ? { type: file.type, size: file.size } : null });
    setProblems(found);
    if (Object.keys(found).length > 0 || !isCategory(category)) return;
    setBusy(true);
    try {
      let screenshot: { mimeType: 'image/jpeg'; data: string } | undefined;
      if (file) {
        try {
          screenshot = await shrinkScreenshot(file);
        } catch {
          setProblems({ screenshot: 'feedback_screenshot_unreadable' });
          return;
        }
      }
      const answer = await sendFeedback({ category, content: content.trim(), ...(screenshot ? { screenshot } : {}) });
      setCategory('');
      setContent('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onSent(answer.id);
    } catch (error) {
      const field = serverProblem((error as { value?: unknown }).value);
      if (field) setProblems({ [field.field]: field.problem });
      else void showNotice({ message: (error as Error).message || t('unknown_error') });
    } finally {
      setBusy(false);
    }
  };

  const describe = (field: FeedbackField) => (problems[field] ? `feedback-${field}-error` : undefined);
  return (
    <form className="mc-card" onSubmit={(event) => void submit(event)} noValidate data-testid="feedback-form" aria-busy={busy}>
      <div className="mc-field">
        <label htmlFor="feedback-category">{t('feedback_category')}</label>
        <select
          id="feedback-category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          aria-invalid={problems.category ? true : undefined}
          aria-describedby={describe('category')}
        >
          <option value="">{t('feedback_category_pick')}</option>
          {FEEDBACK_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`feedback_category_${value}`)}
            </option>
          ))}
        </select>
        {problems.category && (
          <p className="mc-error" id="feedback-category-error">
            {t(problems.category)}
          </p>
        )}
      </div>
      <div className="mc-field">
        <label htmlFor="feedback-content">{t('feedback_content')}</label>
        <textarea
          id="feedback-content"
          rows={5}
          maxLength={FEEDBACK_MAX_LENGTH + 100}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={describe('content')}
        />
        <span className="mc-muted">{t('feedback_content_count', { count: content.trim().length, max: FEEDBACK_MAX_LENGTH })}</span>
        {problems.content && (
          <p className="mc-error" id="feedback-content-error">
            {t(problems.content, { max: FEEDBACK_MAX_LENGTH })}
          </p>
        )}
      </div>
      <div className="mc-field">
        <label htmlFor="feedback-screenshot">{t('feedback_screenshot')}</label>
        <input
          id="feedback-screenshot"
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-invalid={problems.screenshot ? true : undefined}
          aria-describedby={describe('screenshot')}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            setFile(picked);
            const problem = picked ? screenshotProblem(picked) : null;
            setProblems(({ screenshot: _old, ...rest }) => (problem ? { ...rest, screenshot: problem } : rest));
          }}
        />
        <span className="mc-muted">{t('feedback_screenshot_hint')}</span>
        {problems.screenshot && (
          <p className="mc-error" id="feedback-screenshot-error">
            {t(problems.screenshot)}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy} data-testid="feedback-submit">
        {t('feedback_send')}
      </button>
    </form>
  );
}
