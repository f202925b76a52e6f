export type Option = { value: string; label: string };
export type OptionGroup = { group: string; items: Option[] };

// Codes Intl can name that are not countries today: groupings, pseudo-regions and withdrawn
// codes (Burma, East Germany, USSR, Yugoslavia…).
const notCountries = new Set([
  ...['EU', 'EZ', 'UN', 'QO', 'QU', 'XA', 'XB', 'ZZ'],
  ...[
    'AN',
    'BU',
    'CS',
    'DD',
    'DY',
    'FX',
    'HV',
    'NH',
    'RH',
    'SU',
    'TP',
    'UK',
    'VD',
    'YD',
    'YU',
    'ZR',
  ],
]);

let regionCodes: string[] | null = null;

/** ISO 3166 region codes the browser can name (Intl has no list of them, so it is probed once). */
function allRegionCodes(): string[] {
  if (regionCodes) return regionCodes;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (!notCountries.has(code) && names.of(code)) codes.push(code);
    }
  }
  regionCodes = codes;
  return codes;
}

/**
 * Countries as the profile stores them (the English name) with labels in the reader's language.
 * A stored name the list does not know stays selectable.
 */
export function countryOptions(language: string, current: string | null): Option[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const local = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  const options: Option[] = [];
  const seen = new Set<string>();
  for (const code of allRegionCodes()) {
    const value = english.of(code) ?? code;
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: local.of(code) ?? code });
  }
  if (current && !options.some((o) => o.value === current)) {
    options.push({ value: current, label: current });
  }
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

let zones: string[] | null = null;

/** IANA time zones of the browser (the server checks its own list again). */
export function timeZoneIds(): string[] {
  zones ??= [...Intl.supportedValuesOf('timeZone'), 'UTC'].filter(
    (zone, index, all) => all.indexOf(zone) === index,
  );
  return zones;
}

function offsetOf(zone: string, now: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** A time zone as the list names it: the zone and its current offset from UTC. */
export function timeZoneLabel(zone: string, now = new Date()): string {
  const offset = offsetOf(zone, now);
  return `${zone.replaceAll('_', ' ')}${offset ? ` (${offset})` : ''}`;
}

/**
 * Time zones grouped by continent, each labelled with its current offset from UTC. Some 420
 * zones, each asking Intl for its offset: 35–65 ms, so a form builds the list when it is wanted.
 */
export function timeZoneOptions(current: string | null): OptionGroup[] {
  const now = new Date();
  const ids = timeZoneIds();
  const all = current && !ids.includes(current) ? [...ids, current] : ids;
  const groups = new Map<string, Option[]>();
  for (const zone of all) {
    const slash = zone.indexOf('/');
    const group = slash > 0 ? zone.slice(0, slash) : 'Other';
    const label = timeZoneLabel(zone, now);
    groups.set(group, [...(groups.get(group) ?? []), { value: zone, label }]);
  }
  return [...groups.entries()].map(([group, items]) => ({ group, items }));
}
