import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { API_ERRORS } from './route-schemas.ts';

// The CSV downloads (portfolio, RAID register, backlog) answer alike: one schema part saying
// so in the OpenAPI description, and one way of sending the file. The cells themselves are made
// by domain/src/common/csv.ts (`toCsv`, which neutralises formulas). One URL convention: a
// list's CSV is the list's own path with `.csv` (/api/portfolio.csv, /api/raid.csv,
// /api/work-items/backlog.csv), so a client finds the download beside the list it shows.

/** Spread into a CSV route's `schema`: it produces text/csv, or the usual error answers. */
export const CSV_ROUTE_SCHEMA = {
  produces: ['text/csv'],
  response: { 200: z.string(), ...API_ERRORS },
};

/**
 * Sends `body` as a UTF-8 CSV download named `fileName`: a fixed ASCII name of the route's own
 * (e.g. 'backlog.csv'), never one a user typed, as it goes unescaped into the header.
 */
export function sendCsv(reply: FastifyReply, fileName: string, body: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}
