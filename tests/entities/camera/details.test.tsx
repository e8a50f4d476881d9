import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { details as cameraDetails } from '@/entities/camera/details';
import type { Camera } from '@/domain/types';
import { camera } from '../../features/details/items';
import { renderWithApp } from '../../render';

// Not an id of the demo feed, so the feed's refresh never replaces the camera under test.
const item = (extra: Partial<Camera> = {}) => camera({ id: 'TEST-CAM', ...extra });
const { Body } = cameraDetails;

const factOf = (term: string) =>
  screen.getAllByRole('term').find((element) => element.textContent === term)
    ?.nextElementSibling as HTMLElement;

test('a camera offers its star with words and its link, and lists its road, direction, county and status', () => {
  renderWithApp(<Body item={item()} />);
  expect(screen.getByRole('button', { name: 'Add to My Cameras' })).toHaveTextContent(
    'Add to My Cameras',
  );
  expect(screen.getByRole('button', { name: /copy link/i })).toBeInTheDocument();
  expect(factOf('Highway')).toHaveTextContent('I-694');
  expect(factOf('Direction')).toHaveTextContent('NB');
  expect(factOf('County')).toHaveTextContent('Washington');
  expect(factOf('Status')).toHaveTextContent('Active');
});

test('an empty fact says "Not given"; a feed value with markup is text', () => {
  const { container } = renderWithApp(
    <Body item={item({ highway: '', direction: '<em>SB</em>', status: 'inactive' })} />,
  );
  expect(factOf('Highway')).toHaveTextContent('Not given');
  expect(factOf('Direction')).toHaveTextContent('<em>SB</em>');
  expect(container.querySelector('em')).toBeNull();
  expect(factOf('Status')).toHaveTextContent('Inactive');
});
