import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { expect, test, vi } from 'vitest';
import {
  Button,
  type ButtonAccent,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from '@/components/ui/button';

const VARIANTS: ButtonVariant[] = [
  'primary',
  'secondary',
  'ghost',
  'soft',
  'danger',
  'toggle',
  'segment',
];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg', 'iconSm', 'icon', 'iconLg', 'row'];
const TONES: ButtonTone[] = ['light', 'dark'];
const ACCENTS: ButtonAccent[] = ['blue', 'amber'];

const classesOf = (name: string) => screen.getByRole('button', { name }).className.split(/\s+/);

test.each(VARIANTS.flatMap((variant) => TONES.map((tone) => ({ variant, tone }))))(
  'the $variant variant on a $tone surface is a type="button" button with a visible focus outline and no media-query dark classes',
  ({ variant, tone }) => {
    // The test setup's `cn` throws when two classes set one property, for every size too.
    for (const size of SIZES) {
      render(
        <Button variant={variant} tone={tone} size={size}>
          {size}
        </Button>,
      );
      const button = screen.getByRole('button', { name: size });
      expect(button).toHaveAttribute('type', 'button');
      const classes = classesOf(size);
      expect(classes).toContain('focus-visible:outline-2');
      expect(classes).toContain('focus-visible:outline-offset-2');
      expect(classes.filter((name) => name.startsWith('dark:'))).toEqual([]);
    }
  },
);

test('on a light surface the focus outline is the house blue; on a dark one the page picks it', () => {
  render(
    <>
      <Button>Light</Button>
      <Button tone="dark">Dark</Button>
    </>,
  );
  expect(classesOf('Light')).toContain('focus-visible:outline-blue-600');
  expect(classesOf('Dark')).not.toContain('focus-visible:outline-blue-600');
});

test('the outlined secondary button is white on a light panel and slate on a dark one', () => {
  render(
    <>
      <Button variant="secondary">Light</Button>
      <Button variant="secondary" tone="dark">
        Dark
      </Button>
    </>,
  );
  expect(classesOf('Light')).toEqual(expect.arrayContaining(['border', 'bg-white']));
  expect(classesOf('Dark')).toEqual(
    expect.arrayContaining(['border', 'border-white/20', 'bg-slate-800', 'text-slate-100']),
  );
});

test('ghost and soft have their own dark looks; variants without one read the same on both', () => {
  render(
    <>
      <Button variant="ghost" tone="dark" size="icon" aria-label="Close" />
      <Button variant="soft" tone="dark" size="icon" aria-label="Refresh" />
      <Button variant="soft" size="iconSm" aria-label="Play" />
      <Button variant="primary">Light primary</Button>
      <Button variant="primary" tone="dark">
        Dark primary
      </Button>
    </>,
  );
  expect(classesOf('Close')).toEqual(
    expect.arrayContaining(['rounded-full', 'text-slate-300', 'hover:bg-white/10', 'size-11']),
  );
  expect(classesOf('Refresh')).toEqual(
    expect.arrayContaining(['rounded-full', 'bg-white/10', 'text-white', 'size-11']),
  );
  expect(classesOf('Play')).toEqual(
    expect.arrayContaining(['rounded-full', 'bg-slate-100', 'size-8']),
  );
  const look = (name: string) => classesOf(name).filter((c) => !c.startsWith('focus-visible:'));
  expect(look('Dark primary')).toEqual(look('Light primary'));
});

test('toggle and segment draw their pressed look from aria-pressed, so the look follows the state', async () => {
  const user = userEvent.setup();
  function Toggle({ variant }: { variant: ButtonVariant }) {
    return (
      <Button
        variant={variant}
        aria-pressed={false}
        onClick={(event) => {
          const button = event.currentTarget;
          button.setAttribute(
            'aria-pressed',
            String(button.getAttribute('aria-pressed') !== 'true'),
          );
        }}
      >
        {variant}
      </Button>
    );
  }
  render(
    <>
      <Toggle variant="toggle" />
      <Toggle variant="segment" />
    </>,
  );
  expect(classesOf('toggle')).toEqual(
    expect.arrayContaining([
      'border',
      'bg-white',
      'aria-pressed:border-blue-300',
      'aria-pressed:bg-blue-50',
      'aria-pressed:text-blue-900',
    ]),
  );
  expect(classesOf('segment')).toEqual(
    expect.arrayContaining([
      'bg-white',
      'aria-pressed:bg-blue-700',
      'aria-pressed:text-white',
      'focus-visible:z-10',
    ]),
  );
  // A segment has no corners of its own: the group draws them.
  expect(classesOf('segment').filter((name) => name.startsWith('rounded'))).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'toggle' }));
  expect(screen.getByRole('button', { name: 'toggle' })).toHaveAttribute('aria-pressed', 'true');
});

test('sizes keep touch targets: md and icon 44 px, lg and iconLg 46 px, a row is full width', () => {
  render(
    <>
      <Button size="md">md</Button>
      <Button size="lg">lg</Button>
      <Button size="iconLg" aria-label="iconLg" />
      <Button size="row">row</Button>
    </>,
  );
  expect(classesOf('md')).toContain('min-h-11');
  expect(classesOf('lg')).toContain('min-h-[46px]');
  expect(classesOf('iconLg')).toContain('size-[46px]');
  expect(classesOf('row')).toEqual(expect.arrayContaining(['flex', 'w-full', 'min-h-11']));
});

test('keeps a given type, passes aria attributes and handlers through, and takes a ref', async () => {
  const user = userEvent.setup();
  const onClick = vi.fn();
  const ref = createRef<HTMLButtonElement>();
  render(
    <form onSubmit={(event) => event.preventDefault()}>
      <Button ref={ref} type="submit" aria-haspopup="dialog" onClick={onClick}>
        Send
      </Button>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Send' });
  expect(button).toHaveAttribute('type', 'submit');
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(ref.current).toBe(button);
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test.each(ACCENTS.flatMap((accent) => TONES.map((tone) => ({ accent, tone }))))(
  'a $accent toggle on a $tone surface has one look per class, an outline and no media-query dark classes',
  ({ accent, tone }) => {
    for (const size of SIZES) {
      render(
        <Button variant="toggle" accent={accent} tone={tone} size={size} aria-pressed>
          {size}
        </Button>,
      );
      const classes = classesOf(size);
      expect(classes).toEqual(expect.arrayContaining(['border', 'focus-visible:outline-2']));
      expect(classes.filter((name) => name.startsWith('dark:'))).toEqual([]);
    }
  },
);

test('an amber toggle is the starred look: amber when pressed, on a light panel and a dark one', () => {
  render(
    <>
      <Button variant="toggle" accent="amber" aria-pressed>
        Light star
      </Button>
      <Button variant="toggle" accent="amber" tone="dark" aria-pressed>
        Dark star
      </Button>
    </>,
  );
  expect(classesOf('Light star')).toEqual(
    expect.arrayContaining([
      'bg-white',
      'aria-pressed:border-amber-400',
      'aria-pressed:bg-amber-50',
      'aria-pressed:text-amber-900',
    ]),
  );
  // Translucent slate: the dark star also sits over a camera's still.
  expect(classesOf('Dark star')).toEqual(
    expect.arrayContaining([
      'border-white/20',
      'bg-slate-900/80',
      'text-slate-100',
      'aria-pressed:border-amber-300/70',
      'aria-pressed:text-amber-100',
    ]),
  );
  for (const name of ['Light star', 'Dark star'])
    expect(classesOf(name).filter((c) => c.includes('blue-') && c.startsWith('aria-'))).toEqual([]);
});

test('the accent belongs to the toggle alone: blue by default, and other variants ignore it', () => {
  render(
    <>
      <Button variant="toggle">Toggle</Button>
      <Button variant="toggle" accent="blue">
        Blue toggle
      </Button>
      <Button variant="primary" accent="amber">
        Amber primary
      </Button>
      <Button variant="primary">Primary</Button>
    </>,
  );
  expect(classesOf('Toggle')).toEqual(classesOf('Blue toggle'));
  expect(classesOf('Toggle')).toContain('aria-pressed:bg-blue-50');
  expect(classesOf('Amber primary')).toEqual(classesOf('Primary'));
});
