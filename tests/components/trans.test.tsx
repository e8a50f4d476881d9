import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Trans } from '@/components/trans';

test('each placeholder becomes its element, where the translation puts it', () => {
  const { container } = render(
    <p>
      <Trans text="{county} Kontiga: {time}" parts={{ county: <b>Anoka</b>, time: <i>2 PM</i> }} />
    </p>,
  );
  expect(container.querySelector('p')!.innerHTML).toBe('<b>Anoka</b> Kontiga: <i>2 PM</i>');
});

test('the words around the parts are text, never markup', () => {
  const { container } = render(
    <p>
      <Trans text="<img src=x> {name}" parts={{ name: 'x' }} />
    </p>,
  );
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('<img src=x> x')).toBeInTheDocument();
});

test('a placeholder without a part stays visible as written', () => {
  render(
    <p>
      <Trans text="Hello {who} and {other}" parts={{ who: 'Ana' }} />
    </p>,
  );
  expect(screen.getByText('Hello Ana and {other}')).toBeInTheDocument();
});
