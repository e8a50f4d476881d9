import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { LazyGeography } from '@/components/map/lazy-geography';

test('nothing before the first paint; the geography once painted', async () => {
  const { container, rerender } = render(
    <LazyGeography style="overview" closeUp={false} painted={false} />,
  );
  expect(container).toBeEmptyDOMElement();
  rerender(<LazyGeography style="overview" closeUp={false} painted />);
  expect(await screen.findByText('Hennepin')).toBeInTheDocument();
});
