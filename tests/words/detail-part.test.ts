import { expect, test } from 'vitest';
import { fromFeed } from '@/words/detail-part';

test("the feed's own words are kept as sent and marked as the feed's; none is nothing", () => {
  expect(fromFeed('I-94 EB')).toEqual({ feed: 'I-94 EB' });
  expect(fromFeed('')).toBe('');
});
