import { slotLoading, whenNoSlotLoading } from './slot-activity';

describe('remote areas still loading', () => {
  it('waits until every area that started loading has settled', () => {
    const page = slotLoading();
    const widget = slotLoading();
    const run = jest.fn();
    whenNoSlotLoading(run);
    page();
    expect(run).not.toHaveBeenCalled();
    widget();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when nothing is loading, and counts a settle only once', () => {
    const area = slotLoading();
    area();
    area();
    const other = slotLoading();
    const run = jest.fn();
    whenNoSlotLoading(run);
    expect(run).not.toHaveBeenCalled();
    other();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    const area = slotLoading();
    const run = jest.fn();
    const cancel = whenNoSlotLoading(run);
    cancel();
    area();
    expect(run).not.toHaveBeenCalled();
  });
});
