// Whether this browser can get RoomRadar's notifications, and what to call this device in the member's list.
// Pure reads of the browser (no permission prompt): the prompt comes only from the member's click.

export type PushSupport =
  /** Service worker, Push API and notifications are all here. */
  | 'supported'
  /** iPhone and iPad get Web Push only for an app added to the home screen (iOS 16.4 and later). */
  | 'needs-home-screen'
  | 'unsupported';

type BrowserFacts = {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
};

const isAppleMobile = ({ userAgent, maxTouchPoints }: Pick<BrowserFacts, 'userAgent' | 'maxTouchPoints'>) =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

export function pushSupportOf(facts: BrowserFacts): PushSupport {
  if (isAppleMobile(facts) && !facts.standalone) return 'needs-home-screen';
  return facts.hasServiceWorker && facts.hasPushManager && facts.hasNotification ? 'supported' : 'unsupported';
}

function browserFacts(): BrowserFacts {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone:
      (navigator as Navigator & { standalone?: boolean }).standalone === true ||
      window.matchMedia?.('(display-mode: standalone)').matches === true,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  };
}

export function pushSupport(): PushSupport {
  return typeof window === 'undefined' ? 'unsupported' : pushSupportOf(browserFacts());
}

const BROWSERS: Array<[RegExp, string]> = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android", "Safari on iPhone": what the member sees in their list of devices. */
export function deviceLabel(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
