import CloudSunIcon from 'lucide-react/icons/cloud-sun';
import NewspaperIcon from 'lucide-react/icons/newspaper';
import TramFrontIcon from 'lucide-react/icons/tram-front';
import VideoIcon from 'lucide-react/icons/video';
import { expect, test } from 'vitest';
import { KIND_ICON } from '@/kinds/kind-icons';
import { MAP_KIND_LIST } from '@/kinds/map-kinds';

test('every kind of the table has its icon, and no other key is there', () => {
  expect(Object.keys(KIND_ICON).sort()).toEqual([...MAP_KIND_LIST].sort());
});

test('each kind’s icon: a video camera, a cloud with sun, a newspaper, a tram', () => {
  expect(KIND_ICON).toEqual({
    camera: VideoIcon,
    weather: CloudSunIcon,
    news: NewspaperIcon,
    transit: TramFrontIcon,
  });
});
