import { z } from 'zod';

/**
 * The optional `security:` block of site.config.yaml: what the generated security headers and
 * /.well-known/security.txt leave to the site owner (scripts/postbuild/security.ts).
 */
export const securitySchema = z
  .strictObject({
    hsts: z
      .strictObject({
        preload: z
          .boolean()
          .default(false)
          .describe(
            'Add "preload" to Strict-Transport-Security. Only for a domain whose every subdomain serves HTTPS for good, and then submit it at hstspreload.org: leaving the list takes months',
          ),
      })
      .default({ preload: false })
      .describe('HTTP Strict Transport Security (two years, subdomains included)'),
    contact: z
      .email({ error: 'Write the e-mail address that receives security reports, e.g. security@example.com' })
      .optional()
      .describe('Where security researchers write, in /.well-known/security.txt (defaults to the site e-mail)'),
    expires: z.iso
      .date({ error: 'Write the date as YYYY-MM-DD, e.g. 2027-06-30' })
      .optional()
      .describe('Date after which /.well-known/security.txt is stale, YYYY-MM-DD, less than a year ahead (defaults to one year after the build)'),
  })
  .describe('Security headers and security.txt');

export type Security = z.output<typeof securitySchema>;
