import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { SwitchButton } from '@/components/ui/switch-button';

function Controlled({ tone }: { tone?: 'light' | 'dark' }) {
  const [on, setOn] = useState(false);
  return (
    <SwitchButton on={on} onChange={setOn} tone={tone}>
      Traffic cameras
    </SwitchButton>
  );
}

test('a switch is a pressed toggle named by its words; a click asks for the other state', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(
    <SwitchButton on onChange={onChange}>
      Weather
    </SwitchButton>,
  );
  const toggle = screen.getByRole('button', { name: 'Weather' });
  expect(toggle).toHaveAttribute('type', 'button');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await user.click(toggle);
  expect(onChange).toHaveBeenCalledWith(false);
});

test.each(['light', 'dark'] as const)(
  'on a %s surface the keyboard flips it, and the track follows',
  async (tone) => {
    const user = userEvent.setup();
    render(<Controlled tone={tone} />);
    const toggle = screen.getByRole('button', { name: 'Traffic cameras' });
    const track = toggle.querySelector('[aria-hidden="true"]')!;
    const off = track.className;
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(track.className).not.toBe(off);
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(track.className).toBe(off);
  },
);

test('its target is at least 44 px tall', () => {
  render(<Controlled />);
  expect(screen.getByRole('button')).toHaveClass('min-h-11');
});
