import { describe, expect, test } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { parseNews } from '@/entities/news/feed';

describe('parseNews', () => {
  test.each([[null], [{ news: [] }], ['news']])('%j is not a list: the call fails', (payload) => {
    expect(() => parseNews(payload)).toThrow(WrongShapeError);
  });
  test('defaults: category General, impact unknown (never said to be low), no tags, no url for "#" or none', () => {
    const [item, other] = parseNews([
      { id: 1, title: 'Plows out', url: '#', tags: 'snow' },
      { id: 2, title: 'No link' },
    ]);
    expect(item).toMatchObject({
      id: '1',
      category: 'General',
      impact: 'unknown',
      tags: [],
      url: null,
      position: null,
    });
    expect(other?.url).toBeNull();
  });
  test('tags are strings, unique, non-empty', () => {
    const [item] = parseNews([{ id: 'n', title: 't', tags: ['snow', 'snow', '', null, 5] }]);
    expect(item?.tags).toEqual(['snow', '5']);
  });
  test('fields of our own invention are not read (summary, timestamp)', () => {
    const [item] = parseNews([
      { id: 'n', title: 't', summary: 'not ours', timestamp: '2026-01-01T00:00:00Z' },
    ]);
    expect(item).toMatchObject({ description: '', publishedAt: '' });
  });
});
