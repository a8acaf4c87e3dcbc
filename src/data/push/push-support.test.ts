import { describe, expect, it } from 'vitest';
import { deviceLabel, pushSupportOf } from './push-support.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const everything = { hasServiceWorker: true, hasPushManager: true, hasNotification: true, standalone: false };

describe('pushSupportOf', () => {
  it('is supported where the service worker, Push API and notifications are', () => {
    expect(pushSupportOf({ ...everything, userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe('supported');
    expect(pushSupportOf({ ...everything, userAgent: LINUX_FIREFOX, maxTouchPoints: 0, hasPushManager: false })).toBe(
      'unsupported',
    );
  });

  it('asks iPhone and iPad (also one that says it is a Mac) to add the app to the home screen first', () => {
    expect(pushSupportOf({ ...everything, userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })).toBe('needs-home-screen');
    expect(pushSupportOf({ ...everything, userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe('needs-home-screen');
    expect(pushSupportOf({ ...everything, userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: true })).toBe(
      'supported',
    );
    // A Mac without touch is a Mac: Safari 16 and later push from a tab.
    expect(pushSupportOf({ ...everything, userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe('supported');
  });
});

describe('deviceLabel', () => {
  it('names browser and system', () => {
    expect(deviceLabel(ANDROID_CHROME)).toBe('Chrome on Android');
    expect(deviceLabel(IPHONE_SAFARI)).toBe('Safari on iPhone');
    expect(deviceLabel(WINDOWS_EDGE)).toBe('Edge on Windows');
    expect(deviceLabel(LINUX_FIREFOX)).toBe('Firefox on Linux');
    expect(deviceLabel('curl/8.0')).toBe('Browser');
  });
});
