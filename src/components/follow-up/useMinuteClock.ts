// The time, moved on every minute: which viewing is next changes as the clock passes one, with the page open.
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
