import { describe, expect, test } from 'vitest';
import { hostName, isHubHost } from '@/domain/hosts';

describe('hosts', () => {
  test.each([
    ['localhost:5173', true],
    ['127.0.0.1:4173', true],
    ['[::1]:4173', true],
    ['edina.news', false],
    ['edina.test:8080', false],
    ['hub.twincitieslive.news', true],
    ['HUB.twincitieslive.news:443', true],
  ])('%s is a hub host → %s', (host, hub) => {
    expect(isHubHost(host, ['hub.twincitieslive.news'])).toBe(hub);
  });
  test('hostName strips the port and lower-cases', () => {
    expect(hostName('Edina.Test:8080')).toBe('edina.test');
    expect(hostName('[::1]:80')).toBe('[::1]');
  });
});
