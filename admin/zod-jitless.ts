import { config } from 'zod';

/**
 * zod compiles its object checks with Function() where it can. The editor's policy has no
 * 'unsafe-eval', so it is told not to try: imported first, before any module makes or runs a schema.
 */
config({ jitless: true });
