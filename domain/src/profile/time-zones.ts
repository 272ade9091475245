// The profile's time-zone choices (spec 000 §9: "a timezone list from GMT-12 to GMT+13").
// One entry per distinct standard offset, half- and quarter-hour zones included. The value is an
// IANA zone of that offset, so later features can compute local dates with Intl; the label shows
// the standard (winter) offset and a few well-known places, the way such pickers usually do.

export interface TimeZoneOption {
  /** IANA zone id, stored in users.time_zone. */
  value: string;
  /** Standard offset from GMT, e.g. '+05:30'. */
  offset: string;
  label: string;
}

const ZONES: ReadonlyArray<readonly [offset: string, value: string, places: string]> = [
  ['-12:00', 'Etc/GMT+12', 'International Date Line West'],
  ['-11:00', 'Pacific/Pago_Pago', 'American Samoa, Midway Island'],
  ['-10:00', 'Pacific/Honolulu', 'Hawaii'],
  ['-09:30', 'Pacific/Marquesas', 'Marquesas Islands'],
  ['-09:00', 'America/Anchorage', 'Alaska'],
  ['-08:00', 'America/Los_Angeles', 'Pacific Time (US & Canada), Tijuana'],
  ['-07:00', 'America/Denver', 'Mountain Time (US & Canada), Arizona'],
  ['-06:00', 'America/Chicago', 'Central Time (US & Canada), Mexico City'],
  ['-05:00', 'America/New_York', 'Eastern Time (US & Canada), Bogota, Lima'],
  ['-04:00', 'America/Halifax', 'Atlantic Time (Canada), Caracas, La Paz'],
  ['-03:30', 'America/St_Johns', 'Newfoundland'],
  ['-03:00', 'America/Sao_Paulo', 'Brasilia, Buenos Aires, Montevideo'],
  ['-02:00', 'America/Noronha', 'Mid-Atlantic, South Georgia'],
  ['-01:00', 'Atlantic/Azores', 'Azores, Cape Verde Islands'],
  ['+00:00', 'Europe/London', 'London, Dublin, Lisbon, Reykjavik'],
  ['+01:00', 'Europe/Berlin', 'Amsterdam, Berlin, Paris, Rome, Lagos'],
  ['+02:00', 'Africa/Cairo', 'Athens, Helsinki, Cairo, Johannesburg'],
  ['+03:00', 'Europe/Moscow', 'Moscow, Istanbul, Riyadh, Nairobi'],
  ['+03:30', 'Asia/Tehran', 'Tehran'],
  ['+04:00', 'Asia/Dubai', 'Abu Dhabi, Dubai, Baku, Muscat'],
  ['+04:30', 'Asia/Kabul', 'Kabul'],
  ['+05:00', 'Asia/Karachi', 'Islamabad, Karachi, Tashkent'],
  ['+05:30', 'Asia/Kolkata', 'Chennai, Kolkata, Mumbai, New Delhi'],
  ['+05:45', 'Asia/Kathmandu', 'Kathmandu'],
  ['+06:00', 'Asia/Dhaka', 'Dhaka, Almaty'],
  ['+06:30', 'Asia/Yangon', 'Yangon (Rangoon)'],
  ['+07:00', 'Asia/Bangkok', 'Bangkok, Hanoi, Jakarta'],
  ['+08:00', 'Asia/Singapore', 'Beijing, Hong Kong, Perth, Singapore'],
  ['+08:45', 'Australia/Eucla', 'Eucla'],
  ['+09:00', 'Asia/Tokyo', 'Osaka, Seoul, Tokyo'],
  ['+09:30', 'Australia/Adelaide', 'Adelaide, Darwin'],
  ['+10:00', 'Australia/Sydney', 'Brisbane, Canberra, Melbourne, Sydney'],
  ['+10:30', 'Australia/Lord_Howe', 'Lord Howe Island'],
  ['+11:00', 'Pacific/Noumea', 'Magadan, Solomon Islands, New Caledonia'],
  ['+12:00', 'Pacific/Auckland', 'Auckland, Wellington, Fiji'],
  ['+12:45', 'Pacific/Chatham', 'Chatham Islands'],
  ['+13:00', 'Pacific/Tongatapu', "Nuku'alofa, Samoa"],
];

export const TIME_ZONES: readonly TimeZoneOption[] = ZONES.map(([offset, value, places]) => ({
  value,
  offset,
  label: `(GMT${offset}) ${places}`,
}));

const BY_VALUE = new Map(TIME_ZONES.map((zone) => [zone.value, zone]));

export function isTimeZone(value: string): boolean {
  return BY_VALUE.has(value);
}

export function timeZoneLabel(value: string | null | undefined): string | null {
  return value ? (BY_VALUE.get(value)?.label ?? null) : null;
}

/** Minutes east of GMT that `zone` observes at `at`, or null for a zone Intl does not know. */
function offsetMinutesAt(zone: string, at: Date): number | null {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return null;
  }
  const match = name?.match(/^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/);
  if (!match) {
    return null;
  }
  const minutes = Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

function minutesOf(offset: string): number {
  const minutes = Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4));
  return offset.startsWith('-') ? -minutes : minutes;
}

/**
 * The offered zone closest to the browser's (`Intl.DateTimeFormat().resolvedOptions().timeZone`),
 * so a first profile save has a time zone without the person hunting for one. An offered zone is
 * itself; any other is matched by its standard offset (the smaller of January's and July's, as
 * summer time only ever adds), the nearest one winning. Unknown or empty → null.
 */
export function nearestTimeZone(
  zone: string | null | undefined,
  year = new Date().getUTCFullYear(),
): string | null {
  if (!zone) {
    return null;
  }
  if (BY_VALUE.has(zone)) {
    return zone;
  }
  const january = offsetMinutesAt(zone, new Date(Date.UTC(year, 0, 1)));
  const july = offsetMinutesAt(zone, new Date(Date.UTC(year, 6, 1)));
  if (january === null || july === null) {
    return null;
  }
  const standard = Math.min(january, july);
  let best: TimeZoneOption | null = null;
  for (const option of TIME_ZONES) {
    const distance = Math.abs(minutesOf(option.offset) - standard);
    if (!best || distance < Math.abs(minutesOf(best.offset) - standard)) {
      best = option;
    }
  }
  return best?.value ?? null;
}
