import type { WpsContext } from '../wps-context';

/** The stand-in replaces the chat providers only in test mode (EMULATORS=1), and only for merchants that ask for it. */
export function standInActive(ctx: WpsContext, merchant: { customerService: { testMode?: { standIn: boolean } | undefined } }): boolean {
  return ctx.options.emulators && merchant.customerService.testMode?.standIn === true;
}
