import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from '@/build/csp';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    apiBaseUrl: 'https://api.twincitieslive.news/v1',
    nwsBaseUrl: 'https://api.weather.gov',
    radarBaseUrl: 'https://mesonet.agron.iastate.edu',
    nextripBaseUrl: 'https://svc.metrotransit.org/nextrip',
    cameraImageHosts: 'https://cams.example.org, not a url',
    mockWorker: false,
  });
  test('allows scripts only from self, no inline or eval', () => {
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
  test('connects to the API origin and NWS, images from camera hosts', () => {
    expect(policy).toContain(
      "connect-src 'self' https://api.twincitieslive.news https://api.weather.gov",
    );
    expect(policy).toContain('https://video.dot.state.mn.us https://cams.example.org');
    // The API's own camera stills ("/cam-images/C101.jpg") load from its origin.
    expect(policy).toMatch(/img-src [^;]*https:\/\/api\.twincitieslive\.news/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain('worker-src');
  });
  test('reads the radar time and loads its images from the radar origin', () => {
    expect(policy).toMatch(/connect-src [^;]*https:\/\/mesonet\.agron\.iastate\.edu/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/mesonet\.agron\.iastate\.edu/);
  });
});
