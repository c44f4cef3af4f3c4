/**
 * Push messages (SPEC 4, 7): bind a device's FCM registration token, subscribe it to a topic,
 * unsubscribe one topic or all. Signed in or not.
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';

const registrationToken = z.string().trim().min(10).max(4096);
const topic = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.~%-]{1,64}$/, 'a topic name of letters, digits and -_.~%');
const topics = z.array(z.string());

export const PUSH_CONTRACT = {
  fcmBind: {
    body: z.object({ registrationToken }),
    answer: z.strictObject({ bound: z.boolean(), memberId: z.number().int().nullable() }),
  },
  fcmSubscribe: {
    body: z.object({ registrationToken, topic: topic.default('ALL') }),
    answer: z.strictObject({ topics }),
  },
  fcmUnsubscribe: {
    // DELETE: the fields may come as a JSON body or as query parameters.
    body: z.preprocess(
      (value) => value ?? {},
      z.object({
        registrationToken: registrationToken.optional(),
        topic: topic.optional(),
        unsubscribeAll: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
      }),
    ),
    query: z.object({
      registrationToken: registrationToken.optional(),
      topic: topic.optional(),
      unsubscribeAll: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
    }),
    answer: z.strictObject({ removed: z.number().int().nonnegative(), topics }),
  },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
