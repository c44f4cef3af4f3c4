/**
 * `/favicon.ico`: browsers ask for it on every site whatever the page says, and a 404 there
 * shows as an error in every console and log (issue 27). It answers with a redirect to the
 * merchant's own icon from pwa.json (the Apple touch icon, else its smallest app icon), so an
 * operator's icon works without a file of its own. The host's merchant decides, as for a page.
 */
import type { FastifyInstance } from 'fastify';
import type { PwaFile } from '../../merchants/content-schema';
import type { WpsContext } from '../wps-context';

/** The icon a favicon request is sent to, or null when the merchant names none. */
export function faviconOf(pwa: PwaFile): string | null {
  if (pwa.mobileTemplate.apple_touch_icon) return pwa.mobileTemplate.apple_touch_icon;
  const bySize = Object.entries(pwa.mobileTemplate.pwa.icons).sort(([a], [b]) => parseInt(a, 10) - parseInt(b, 10));
  return bySize[0]?.[1] ?? null;
}

export function registerFaviconRoute(scope: FastifyInstance, ctx: WpsContext): void {
  scope.get('/favicon.ico', async (request, reply) => {
    const code = request.merchant.code;
    const lookup = code === null ? null : ctx.catalog.get(code);
    const icon = lookup?.ok ? faviconOf(lookup.data.pwa) : null;
    if (!icon) return reply.code(404).send({ success: false, errorCode: 'not_found', message: 'Not found.' });
    // A day: a merchant's new icon reaches browsers by the next day.
    return reply.header('Cache-Control', 'public, max-age=86400').redirect(icon, 302);
  });
}
