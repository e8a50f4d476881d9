import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FallbackNote } from '@/components/details/fallback-note';
import { station } from '../../features/details/items';

test('a field that holds the fallback says there is no current reading', () => {
  render(
    <FallbackNote
      station={station({ fallbackFields: ['humidityPercent'] })}
      field="humidityPercent"
    />,
  );
  expect(screen.getByText('no current reading')).toBeInTheDocument();
});

test('a field that was read says nothing', () => {
  const { container } = render(
    <FallbackNote station={station({ fallbackFields: ['windMph'] })} field="humidityPercent" />,
  );
  expect(container).toBeEmptyDOMElement();
});
