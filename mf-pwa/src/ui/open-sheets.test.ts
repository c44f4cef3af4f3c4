import { openSheets$, sheetOpened, whenNoSheetOpen } from './open-sheets';

describe('one bottom popup at a time', () => {
  it('a popup nobody asked for waits until the open ones are closed', () => {
    const shown = jest.fn();
    const closeDownload = sheetOpened();
    const closeOther = sheetOpened();
    whenNoSheetOpen(shown);
    closeDownload();
    closeDownload(); // closing twice counts once
    expect(shown).not.toHaveBeenCalled();
    closeOther();
    expect(shown).toHaveBeenCalledTimes(1);
    expect(openSheets$.value).toBe(0);
  });

  it('shows at once when nothing is open', () => {
    const shown = jest.fn();
    whenNoSheetOpen(shown);
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
