// The marketplace's own clock (MARKETPLACE_TIME_ZONE, an IANA name; the reference API's is
// Africa/Cairo). 6amMart does not publish its time zone, and its store hours and schedule_at are
// read in it, so today's delivery slots are worked out in it too. Read per call so tests can set it.
const DEFAULT_ZONE = 'Africa/Cairo';

export function marketplaceTimeZone(): string {
  const zone = process.env.MARKETPLACE_TIME_ZONE?.trim() || DEFAULT_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_ZONE;
  }
}
