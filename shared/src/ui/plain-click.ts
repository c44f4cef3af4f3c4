/**
 * Whether a click on a link is a plain tap the app may follow in place. A click that asks for a
 * new tab or window (ctrl, cmd, shift, alt, the middle button) is the browser's to follow.
 */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
