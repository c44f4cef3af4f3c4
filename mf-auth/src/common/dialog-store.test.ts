import { bus, type EventCatalogue } from '@m/shared';
import { closeDialogs, dialogState$, dismissDialogs, showDialog } from './dialog-store';

function dismissals(): { list: EventCatalogue['auth.dialog.dismissed'][]; stop: () => void } {
  const list: EventCatalogue['auth.dialog.dismissed'][] = [];
  const sub = bus.on('auth.dialog.dismissed').subscribe((event) => list.push(event));
  return { list, stop: () => sub.unsubscribe() };
}

describe('closing the login and register dialogs (issue 37)', () => {
  afterEach(() => closeDialogs());

  it('says so on the bus when the player closes one, naming which', () => {
    const seen = dismissals();
    showDialog('login', { subject: 'Fortune Tiger' });
    dismissDialogs();
    showDialog('register');
    dismissDialogs();
    seen.stop();
    expect(dialogState$.value.view).toBeNull();
    expect(seen.list).toEqual([{ dialog: 'login' }, { dialog: 'register' }]);
  });

  it('says nothing when a sign-in closes it, or when none is open', () => {
    const seen = dismissals();
    showDialog('login');
    closeDialogs();
    dismissDialogs();
    seen.stop();
    expect(seen.list).toEqual([]);
  });
});
