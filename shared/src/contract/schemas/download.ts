/** The app download page's resources (SPEC 2 /m/download), per domain where the merchant sets them. */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';

export const DOWNLOAD_CONTRACT = {
  downloadSetting: {
    /** A host name (and port): anything else (`__proto__`) is invalid_request (issue 35: it answered 500). */
    query: z.object({
      domain: z
        .string()
        .max(253)
        .regex(/^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?$/)
        .optional(),
    }),
    answer: z.strictObject({
      appName: z.string(),
      rating: z.number(),
      resources: z.array(
        z.strictObject({
          resourceType: z.enum(['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon']),
          url: z.string(),
          version: z.string().optional(),
        }),
      ),
    }),
  },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
