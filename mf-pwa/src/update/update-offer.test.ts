import { memoryStorage } from '../platform/memory-storage';
import { UpdateOffer } from './update-offer';

function setUp() {
  let accept: () => void = () => undefined;
  const ask = jest.fn(() => new Promise<void>((resolve) => (accept = resolve)));
  const accepted = jest.fn();
  const storage = memoryStorage();
  const offer = new UpdateOffer({ ask, accepted, storage });
  return { offer, ask, accepted, storage, accept: () => accept() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('offering a new version', () => {
  it('asks once per version, however often the check finds it', async () => {
    const { offer, ask, accepted, accept } = setUp();
    offer.setRoute('/home');
    offer.found('h2');
    offer.found('h2');
    expect(ask).toHaveBeenCalledTimes(1);
    accept();
    await flush();
    expect(accepted).toHaveBeenCalledWith('h2');
    offer.found('h2');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('does not ask again in the same session after the page reloads', () => {
    const { storage, ask } = setUp();
    const first = new UpdateOffer({ ask, accepted: jest.fn(), storage });
    first.found('h2');
    const afterReload = new UpdateOffer({ ask, accepted: jest.fn(), storage });
    afterReload.found('h2');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('waits while a game is launched and asks when the player leaves it', () => {
    const { offer, ask } = setUp();
    offer.setRoute('/launchGame');
    offer.found('h2');
    expect(ask).not.toHaveBeenCalled();
    offer.setRoute('/home');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('waits while a game view is open', () => {
    const { offer, ask } = setUp();
    offer.setRoute('/sports');
    offer.setGameOpen(true);
    offer.found('h2');
    expect(ask).not.toHaveBeenCalled();
    offer.setGameOpen(false);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks about a newer version found later, but never shows two dialogs at once', async () => {
    const { offer, ask, accept } = setUp();
    offer.found('h2');
    offer.found('h3');
    expect(ask).toHaveBeenCalledTimes(1);
    accept();
    await flush();
    offer.found('h3');
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
