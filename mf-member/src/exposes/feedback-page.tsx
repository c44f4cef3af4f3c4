import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { FeedbackPage } from '../pages/feedback-page';

export default createParcel(FeedbackPage, { i18n: I18N });
