import { api, type AnswerOf, type BodyOf } from '@m/shared';

export type FeedbackEntry = AnswerOf<'feedbackList'>[number];

export const sendFeedback = (body: BodyOf<'feedback'>) => api.call('feedback', { body, notify: false });
export const fetchFeedbackList = () => api.call('feedbackList', { cache: false });
