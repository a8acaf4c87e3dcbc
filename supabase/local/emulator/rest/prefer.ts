// The Prefer header's settings PostgREST honours here; unknown preferences are ignored, as PostgREST's
// default "lenient" handling does.
export type Preferences = {
  return: 'minimal' | 'representation' | 'headers-only';
  count: 'exact' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missingDefault: boolean;
};

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const preferences: Preferences = { return: 'minimal', count: null, resolution: null, missingDefault: false };
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of raw.split(',')) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((piece) => piece.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only'))
      preferences.return = value;
    // Planned and estimated counts are exact here: the tables are small enough to count.
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated'))
      preferences.count = 'exact';
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates'))
      preferences.resolution = value;
    else if (key === 'missing' && value === 'default') preferences.missingDefault = true;
  }
  return preferences;
}
