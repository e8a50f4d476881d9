import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { DetailsDialog } from '@/features/details/details-dialog';
import { NewsLink } from '@/components/details/news-link';
import { renderWithApp } from '../../render';
import { camera, station, story } from './items';

describe('Traffic Camera details', () => {
  test('shows the kind, name, image, highway, direction, county and status', async () => {
    renderWithApp(<DetailsDialog target={{ kind: 'camera', item: camera() }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Traffic Camera');
    expect(dialog).toHaveAccessibleName(/I-694: I-694 NB @ 40th St/);
    const image = within(dialog).getByRole('img', {
      name: 'Live view from I-694: I-694 NB @ 40th St',
    });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', 'https://video.dot.state.mn.us/video/image/metro/C721');
    const facts: [string, string][] = [
      ['Highway', 'I-694'],
      ['Direction', 'NB'],
      ['County', 'Washington'],
      ['Status', 'Active'],
    ];
    for (const [label, value] of facts)
      expect(within(dialog).getByText(label).nextElementSibling).toHaveTextContent(value);
    expect(within(dialog).getByText('Active')).toHaveClass('text-emerald-800');
    await waitFor(() => expect(dialog).toHaveTextContent('Updated just now'));
  });

  test('a failing image shows "Camera Unavailable"', () => {
    renderWithApp(<DetailsDialog target={{ kind: 'camera', item: camera() }} onClose={() => {}} />);
    fireEvent.error(screen.getByRole('img', { name: /Live view/ }));
    expect(screen.getByText('Camera Unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Live view/ })).not.toBeInTheDocument();
  });

  test('a camera without an image url shows the placeholder at once', () => {
    renderWithApp(
      <DetailsDialog
        target={{ kind: 'camera', item: camera({ imageUrl: null }) }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Camera Unavailable')).toBeInTheDocument();
  });

  test.each([
    ['inactive', 'Inactive'],
    ['maintenance', 'Under maintenance'],
    ['unknown', 'Status unknown'],
  ] as const)('a %s camera’s status is in red', (status, text) => {
    renderWithApp(
      <DetailsDialog
        target={{ kind: 'camera', item: camera({ id: 'X1', status }) }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText(text)).toHaveClass('text-red-700');
  });
});

describe('Weather Station details', () => {
  test('shows °F, humidity %, wind mph and direction, visibility mi, conditions and observation time', () => {
    renderWithApp(
      <DetailsDialog target={{ kind: 'weather', item: station() }} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Weather Station');
    expect(dialog).toHaveTextContent('MSP Airport');
    expect(within(dialog).getByText('17°F')).toBeInTheDocument();
    expect(within(dialog).getByText('Light Snow')).toBeInTheDocument();
    expect(within(dialog).getByText('Humidity').nextElementSibling).toHaveTextContent('71%');
    expect(within(dialog).getByText('Wind').nextElementSibling).toHaveTextContent('15 mph NW');
    expect(within(dialog).getByText('Visibility').nextElementSibling).toHaveTextContent('10 mi');
    expect(within(dialog).getByText('Observation').nextElementSibling).toHaveTextContent(
      /^Observed \d{1,2}:\d{2} [AP]M \(1[34] min ago\)$/,
    );
    expect(dialog).not.toHaveTextContent('no current reading');
  });

  test('fallback values are marked "no current reading"', () => {
    renderWithApp(
      <DetailsDialog
        target={{
          kind: 'weather',
          item: station({
            id: 'KMIC',
            name: 'Crystal Airport',
            temperatureF: 22,
            visibilityMi: 10,
            fallbackFields: ['temperatureF', 'visibilityMi'],
          }),
        }}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByText('no current reading')).toHaveLength(2);
    expect(within(dialog).getByText('Visibility').nextElementSibling).toHaveTextContent(
      '10 mino current reading',
    );
    expect(within(dialog).getByText('Humidity').nextElementSibling).not.toHaveTextContent(
      'no current reading',
    );
  });

  test('a station never read says it has no observation time', () => {
    renderWithApp(
      <DetailsDialog
        target={{ kind: 'weather', item: station({ id: 'KXYZ', observedAt: '' }) }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('No observation time')).toBeInTheDocument();
  });
});

describe('News Story details', () => {
  test('shows category, impact, source, time, description, tags and a new-tab link', () => {
    renderWithApp(<DetailsDialog target={{ kind: 'news', item: story() }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('News Story');
    expect(dialog).toHaveTextContent('Snow emergency declared in Minneapolis');
    expect(within(dialog).getByText('Weather')).toBeInTheDocument();
    expect(within(dialog).getByText('High impact')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(/Star Tribune · Jan 15, 2025, /);
    expect(within(dialog).getByText('Day 1 parking rules start at 9 p.m.')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Tags' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const link = within(dialog).getByRole('link', { name: /Read full story/ });
    expect(link).toHaveAttribute('href', 'https://news.example.org/twin-cities/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a story without a url says "External link not available"', () => {
    renderWithApp(
      <DetailsDialog target={{ kind: 'news', item: story({ url: null }) }} onClose={() => {}} />,
    );
    expect(screen.getByText('External link not available')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('the Close button and Escape both close', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithApp(<DetailsDialog target={{ kind: 'news', item: story() }} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('NewsLink', () => {
  test.each([['#'], [''], ['javascript:alert(1)'], ['data:text/html,hi'], ['/relative'], [null]])(
    '%j is not a link',
    (url) => {
      renderWithApp(<NewsLink url={url} />);
      expect(screen.getByText('External link not available')).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );
  test('an http url is a new-tab link', () => {
    renderWithApp(<NewsLink url="http://example.org/a" />);
    expect(screen.getByRole('link', { name: /Read full story/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});
