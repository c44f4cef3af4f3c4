/**
 * Which floating chat button a signed-in member gets (issue 37: with no desk list there was none):
 * their floating desk, else the merchant's general one from the status, else the button that says
 * the chat cannot be reached now and offers to try again. A merchant whose desks are all in the
 * member centre gets no floating button: they are listed there.
 */
import type { ChatDesk } from './chat-api';
import { floatingChoice, type KnownDesk } from './chat-desks';
import { ChatUnavailable } from './chat-unavailable';
import { FloatingChat } from './floating-chat';

export function FloatingChatEntry({
  desks,
  statusDesks,
  onRetry,
}: {
  /** The member's desk list, or 'failed' when it could not be read. */
  desks: readonly ChatDesk[] | 'failed';
  statusDesks: readonly KnownDesk[];
  onRetry: () => Promise<unknown>;
}) {
  const floating = floatingChoice(desks, statusDesks);
  if (floating) return <FloatingChat desk={floating} />;
  if (desks !== 'failed' && desks.length > 0) return null;
  return <ChatUnavailable onRetry={onRetry} />;
}
