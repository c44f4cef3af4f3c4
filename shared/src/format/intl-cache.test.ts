import { collator, dateTimeFormat, numberFormat } from './intl-cache';

describe('kept Intl objects', () => {
  it('builds one formatter per locale and options, and formats as a new one would', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const first = numberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (let i = 0; i < 50; i += 1) numberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(numberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(first);
    expect(made).toHaveBeenCalledTimes(1);
    expect(first.format(1234.5)).toBe('1.234,50');
    expect(numberFormat('zh', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5)).toBe('1,234.50');
    made.mockRestore();
  });

  it('keeps collators and date formats apart by options', () => {
    expect(collator('en', { numeric: true }).compare('a2', 'a10')).toBeLessThan(0);
    expect(collator('en', {}).compare('a2', 'a10')).toBeGreaterThan(0);
    expect(dateTimeFormat('en', { timeZone: 'UTC', year: 'numeric' }).format(new Date('2026-01-01T00:00:00Z'))).toBe('2026');
  });

  it('throws for a locale the browser refuses, as new Intl.NumberFormat does', () => {
    expect(() => numberFormat('not a locale!', {})).toThrow(RangeError);
  });
});
