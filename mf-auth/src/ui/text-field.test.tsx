import { fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './text-field';

describe('a password field', () => {
  it('hides what is typed until the player asks to see it, and hides it again', () => {
    render(<TextField label="Password" type="password" value="secret123" onChange={() => undefined} />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    const reveal = screen.getByTestId('password-reveal');
    expect(reveal.getAttribute('aria-pressed')).toBe('false');
    expect(reveal.getAttribute('aria-controls')).toBe(input.id);
    fireEvent.click(reveal);
    expect(input.type).toBe('text');
    expect(reveal.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(reveal);
    expect(input.type).toBe('password');
  });

  it('is the only kind of field with the button', () => {
    render(<TextField label="Username" value="" onChange={() => undefined} />);
    expect(screen.queryByTestId('password-reveal')).toBeNull();
  });
});
