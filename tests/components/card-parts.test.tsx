import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { CardButton, CardMessage, CardRegion, joinParts } from '@/components/card-parts';

test('a card region is a region named by its heading, with its note beside it', () => {
  render(
    <CardRegion title="Traffic Cameras" note={<span>Updated just now</span>}>
      <p>cards</p>
    </CardRegion>,
  );
  const region = screen.getByRole('region', { name: 'Traffic Cameras' });
  expect(region).toContainElement(
    screen.getByRole('heading', { level: 2, name: 'Traffic Cameras' }),
  );
  expect(region).toHaveTextContent('Updated just now');
});

test('a card is one button named by its title, described by its meta, that passes itself to onClick', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  render(
    <CardButton
      title="<b>I-94</b> at Snelling"
      meta={joinParts(['I-94', null, '', false, 'EB', <span key="c">Ramsey County</span>])}
      onClick={onClick}
    >
      <span>Updated just now</span>
    </CardButton>,
  );
  const card = screen.getByRole('button', { name: '<b>I-94</b> at Snelling' });
  expect(card).toHaveAccessibleDescription('I-94 · EB · Ramsey County');
  expect(card.querySelector('b')).toBeNull();
  expect(screen.getByText('<b>I-94</b> at Snelling')).toHaveAttribute('lang', 'en');
  await user.click(card);
  expect(onClick).toHaveBeenCalledWith(card);
});

test('a given title id is the one the card is named by', () => {
  render(
    <>
      <CardButton title="Camera 1" titleId="cam-title" meta="I-35W" onClick={() => undefined} />
      <button type="button" aria-describedby="cam-title">
        Star
      </button>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Star' })).toHaveAccessibleDescription('Camera 1');
  expect(screen.getByRole('button', { name: 'Camera 1' })).toHaveAttribute(
    'aria-labelledby',
    'cam-title',
  );
});

test('joinParts of nothing is nothing, and an error message looks like one', () => {
  expect(joinParts([null, false, ''])).toEqual([]);
  render(
    <>
      <CardMessage tone="error">Unable to load</CardMessage>
      <CardMessage>No cameras</CardMessage>
    </>,
  );
  expect(screen.getByText('Unable to load')).toHaveClass('text-red-900');
  expect(screen.getByText('No cameras')).toHaveClass('text-slate-700');
});
