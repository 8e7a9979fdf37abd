/** Today's date in India, YYYY-MM-DD (SITE_TODAY overrides it, for tests and previews). */
export function todayInIndia(): string {
  return process.env.SITE_TODAY ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}
