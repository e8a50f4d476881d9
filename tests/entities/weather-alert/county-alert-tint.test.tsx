import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CountyAlertTint, TINT_COLOUR } from '@/entities/weather-alert/county-alert-tint';

test('no alert: nothing is drawn', () => {
  const { container } = render(<CountyAlertTint levels={{}} />);
  expect(container).toBeEmptyDOMElement();
});

test('each county under an alert is hatched and outlined in its severity\u2019s colour; the rest are not', () => {
  render(<CountyAlertTint levels={{ Hennepin: 'Severe', Scott: 'Minor', Nowhere: 'Extreme' }} />);
  const tint = screen.getByTestId('alert-tint');
  expect(tint).toHaveAttribute('aria-hidden', 'true');
  const paths = [...tint.querySelectorAll('path')];
  expect(paths.map((path) => path.dataset.county).sort()).toEqual(['Hennepin', 'Scott']);
  const hennepin = paths.find((path) => path.dataset.county === 'Hennepin')!;
  expect(hennepin).toHaveAttribute('data-severity', 'Severe');
  expect(hennepin).toHaveAttribute('stroke', TINT_COLOUR.Severe);
  expect(hennepin).toHaveAttribute('fill', 'url(#alert-hatch-Severe)');
  // A dashed outline: the area reads without its colour too.
  expect(hennepin).toHaveAttribute('stroke-dasharray', '10 6');
  expect(tint.querySelector('#alert-hatch-Severe')).not.toBeNull();
  expect(hennepin.getAttribute('d')).toMatch(/^M/);
});
